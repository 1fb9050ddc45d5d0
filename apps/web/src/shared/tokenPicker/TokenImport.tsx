/**
 * Importing an unlisted token (spec 2.2, 5): the look-up of a typed address, then the custom-token warning that
 * needs an explicit "I understand" before Import; one token at a time, confirmed or dismissed.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { shortenAddress } from '@/shared/lib/address';
import { useTokenLookup, type ImportedToken } from '@/shared/tokens';
import { Button } from '@/shared/ui';
import { LoadError } from '@/shared/ui/LoadError';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import styles from './tokenPicker.module.css';

function ScamTag({ scam }: { scam: boolean }) {
  return scam ? (
    <span className={styles.scam} data-testid="scam-tag">
      [SCAM]
    </span>
  ) : null;
}

/** Looks the address up and offers the token it finds for import; says so when there is none. */
export function ImportLookup({
  address,
  isScam,
  onImport,
}: {
  address: string;
  isScam: (token: ImportedToken) => boolean;
  onImport: (token: ImportedToken) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const lookup = useTokenLookup(address);
  if (lookup.isPending) {
    return (
      <p className={styles.message} role="status" data-testid="token-lookup-status">
        {t('swap.tokenList.lookingUp')}
      </p>
    );
  }
  if (lookup.isError) {
    return (
      <div className={styles.section}>
        <LoadError
          message={t('swap.tokenList.lookupFailed')}
          onRetry={() => void lookup.refetch()}
          testId="token-lookup-failed"
          compact
        />
      </div>
    );
  }
  const token = lookup.data;
  if (!token) {
    return (
      <p className={styles.error} role="alert" data-testid="token-import-not-found">
        {t('swap.import.notFound')}
      </p>
    );
  }
  return (
    <div className={styles.candidate} data-testid="token-import-candidate" data-address={token.root}>
      <TokenIcon src={token.icon} symbol={token.symbol} />
      <span className={styles.grow}>
        <span className={styles.symbolLine}>
          <span>{token.symbol}</span>
          <ScamTag scam={isScam(token)} />
        </span>
        <span className={styles.tokenName}>
          {token.name} · {shortenAddress(token.root)}
        </span>
      </span>
      <Button variant="primary" size="sm" onClick={() => onImport(token)} data-testid="token-import">
        {t('swap.import.button')}
      </Button>
    </div>
  );
}

/** The custom-token warning: Import stays disabled until the user ticks "I understand". */
export function ImportWarning({
  token,
  scam,
  onConfirm,
  onDismiss,
  titled = true,
}: {
  token: ImportedToken;
  scam: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
  /** false when the popup around it already names the import in its title */
  titled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [understood, setUnderstood] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => checkbox.current?.focus(), []);
  return (
    <section
      className={styles.section}
      data-testid="import-token-warning"
      aria-labelledby={titled ? 'import-token-title' : undefined}
    >
      {titled && (
        <h3 id="import-token-title" className={styles.importHead}>
          {t('tokens.import.title')}
        </h3>
      )}
      <div className={styles.candidate}>
        <TokenIcon src={token.icon} symbol={token.symbol} />
        <span className={styles.grow}>
          <span className={styles.symbolLine}>
            <span data-testid="import-token-symbol">{token.symbol}</span>
            <ScamTag scam={scam} />
          </span>
          <span className={styles.tokenName}>{token.name}</span>
        </span>
      </div>
      <p className={styles.message}>{t('tokens.import.address')}</p>
      <p className={styles.address} data-testid="import-token-address">
        {token.root}
      </p>
      <p className={styles.warning} role="note">
        {intl.formatMessage({ id: 'swap.import.warning' }, { symbol: token.symbol, name: token.name })}
      </p>
      <label className={styles.understand}>
        <input
          ref={checkbox}
          type="checkbox"
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
          data-testid="import-token-understand"
        />
        {t('tokens.import.understand')}
      </label>
      <div className={styles.actions}>
        <Button onClick={onDismiss} data-testid="import-token-dismiss">
          {t('swap.import.dismiss')}
        </Button>
        <Button variant="primary" disabled={!understood} onClick={onConfirm} data-testid="import-token-confirm">
          {t('swap.import.confirm')}
        </Button>
      </div>
    </section>
  );
}
