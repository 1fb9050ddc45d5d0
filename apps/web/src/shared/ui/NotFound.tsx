import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/shared/lib/router';
import { Button } from './Button';
import styles from './NotFound.module.css';
import { useDocumentTitle } from './useDocumentTitle';

/** The page-not-found page: unknown paths, bad parameters and screens that are not available. */
export function NotFound() {
  const navigate = useNavigate();
  const titleId = useId();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <section className={styles.page} aria-labelledby={titleId} data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id={titleId} className={styles.title}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="notFound.text" />
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={goBack}>
          <FormattedMessage id="notFound.back" />
        </Button>
        <Button variant="primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="notFound.reload" />
        </Button>
      </div>
    </section>
  );
}
