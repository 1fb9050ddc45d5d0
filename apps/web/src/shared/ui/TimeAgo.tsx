import { useIntl } from 'react-intl';
import { formatDate, formatTimeAgo } from '@/shared/lib/format';

/**
 * A past time as every table shows it: how long ago by the chain's clock ("3 minutes ago", "3 分前"), the date on
 * hover, both in the page's language.
 */
export function TimeAgo({ seconds }: { seconds: number }) {
  const intl = useIntl();
  const ms = seconds * 1000;
  return (
    <time dateTime={new Date(ms).toISOString()} title={formatDate(ms, intl.locale)}>
      {formatTimeAgo(ms, intl.locale)}
    </time>
  );
}
