import { useIntl } from 'react-intl';
import { StarToggle } from '@/shared/ui/StarToggle';

/** Star toggle of one favourite pool; a visitor's press asks to connect (useStars). */
export function FavoriteButton({ name, active, onToggle }: { name: string; active: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: active ? 'pools.favorite.remove' : 'pools.favorite.add' }, { name });
  return <StarToggle label={label} active={active} onToggle={onToggle} testId="pool-favorite" />;
}
