import page from '@/shared/ui/page.module.css';
import own from './pools.module.css';

/**
 * The shared list/detail page styles plus the pools feature's own (liquidity forms). A name defined in both
 * gets both classes, as when the rules lived in one stylesheet.
 */
const styles: Record<string, string> = { ...page };
for (const [name, className] of Object.entries(own)) {
  styles[name] = page[name] ? `${page[name]} ${className}` : className;
}
export default styles;
