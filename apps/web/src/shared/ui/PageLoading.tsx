import { useIntl } from 'react-intl';
import { Spinner } from './Spinner';

/** A screen on its way (lazy route, waiting data): a spinner with its label. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '3rem 0', color: 'var(--text-muted)' }}>
      <Spinner label={intl.formatMessage({ id: 'app.loading' })} showLabel size="md" />
    </div>
  );
}
