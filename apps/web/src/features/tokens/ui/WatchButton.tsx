import { useIntl } from 'react-intl';
import { StarToggle } from '@/shared/ui/StarToggle';

/** Star toggle of one token in the watchlist; a visitor's press asks to connect (useStars). */
export function WatchButton({ symbol, watched, onToggle }: { symbol: string; watched: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: watched ? 'tokens.watch.remove' : 'tokens.watch.add' }, { symbol });
  return <StarToggle label={label} active={watched} onToggle={onToggle} testId="watch-button" />;
}
