import { FormattedMessage } from 'react-intl';

export function PageLoading() {
  return (
    <p role="status" style={{ textAlign: 'center', padding: '3rem 0', color: 'var(--text-muted)' }}>
      <FormattedMessage id="app.loading" />
    </p>
  );
}
