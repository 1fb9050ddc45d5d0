import { isScreenAvailable } from '../routes/resolveRoute';

/** Main navigation (spec 2.1), in product order. */
export interface NavItem {
  id: string;
  to: string;
  messageId: string;
  isActive: (pathname: string, search: string) => boolean;
}

function under(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function isPairsFilter(search: string): boolean {
  return new URLSearchParams(search).get('type') === 'pairs';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'swap', to: '/swap', messageId: 'nav.swap', isActive: (p) => under(p, '/swap') || under(p, '/limit') },
  {
    id: 'pools',
    to: '/pools',
    messageId: 'nav.pools',
    isActive: (p, s) => (under(p, '/pools') && !(p === '/pools' && isPairsFilter(s))) || under(p, '/liquidity'),
  },
  { id: 'tokens', to: '/tokens', messageId: 'nav.tokens', isActive: (p) => under(p, '/tokens') },
  {
    id: 'pairs',
    to: '/pools?type=pairs',
    messageId: 'nav.pairs',
    isActive: (p, s) => p === '/pools' && isPairsFilter(s),
  },
  {
    id: 'farming',
    to: '/farming',
    messageId: 'nav.farming',
    isActive: (p) => under(p, '/farming') || (under(p, '/gauges') && !under(p, '/gauges/calc')),
  },
  {
    id: 'boostCalculator',
    to: '/gauges/calc',
    messageId: 'nav.boostCalculator',
    isActive: (p) => under(p, '/gauges/calc'),
  },
  { id: 'dao', to: '/dao', messageId: 'nav.dao', isActive: (p) => under(p, '/dao') },
  { id: 'builder', to: '/builder', messageId: 'nav.builder', isActive: (p) => under(p, '/builder') },
  { id: 'portfolio', to: '/portfolio', messageId: 'nav.portfolio', isActive: (p) => under(p, '/portfolio') },
];

/** The items whose screen is built: a feature still being built is not offered as if it were there. */
export function navItemsShown(isAvailable: (pathname: string) => boolean = isScreenAvailable): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => isAvailable(new URL(item.to, 'http://x').pathname));
}
