/** Token list popup (lazy): search over symbol/name/address, [SCAM] tag, import of an unlisted token. */
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { dexApi } from '../../../shared/api';
import { config } from '../../../shared/config';
import { isAddress } from '../../../shared/lib/address';
import {
  IMPORTED_TOKENS_KEY,
  isScamToken,
  readImportedTokens,
  type ImportedToken,
  type TokenListState,
} from '../../../shared/tokens';
import { Button } from '../../../shared/ui';
import { TokenIcon } from '../../../shared/ui/TokenIcon';
import { COMBINED, NATIVE_URL } from '../hooks/useSwap';
import styles from './swap.module.css';

interface Row {
  address: string;
  symbol: string;
  name: string;
  logoURI?: string;
  imported?: boolean;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: TokenListState;
  onSelect: (address: string) => void;
  side: 'left' | 'right';
}

export default function TokenListDialog({ open, onOpenChange, list, onSelect, side }: Props) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [candidate, setCandidate] = useState<ImportedToken | null>(null);
  const [importError, setImportError] = useState(false);
  const imported = useMemo(() => (open ? readImportedTokens() : []), [open]);
  const rows: Row[] = useMemo(() => {
    const listed: Row[] = (list.tokens ?? []).map((t) => ({ address: t.address, symbol: t.symbol, name: t.name, logoURI: t.logoURI }));
    const known = new Set(listed.map((r) => r.address.toLowerCase()));
    const extra = imported
      .filter((t) => !known.has(t.root.toLowerCase()))
      .map((t) => ({ address: t.root, symbol: t.symbol, name: t.name, logoURI: t.icon, imported: true }));
    const coin = config.nativeCoin.symbol;
    const wrapped = list.tokens?.find((t) => t.address === list.wrappedNativeRoot);
    const natives: Row[] = wrapped
      ? [
          { address: NATIVE_URL, symbol: coin, name: coin, logoURI: wrapped.logoURI },
          ...(side === 'left'
            ? [{ address: COMBINED, symbol: `${coin} + ${wrapped.symbol}`, name: `${coin} + ${wrapped.name}`, logoURI: wrapped.logoURI }]
            : []),
        ]
      : [];
    return [...natives, ...listed, ...extra];
  }, [list.tokens, list.wrappedNativeRoot, imported, side]);
  const q = query.trim().toLowerCase();
  const filtered = q
    ? rows.filter((r) => r.symbol.toLowerCase().includes(q) || r.name.toLowerCase().includes(q) || r.address.toLowerCase() === q)
    : rows;
  const canImport = filtered.length === 0 && isAddress(query.trim());

  const lookUp = async () => {
    setImportError(false);
    try {
      const c = await dexApi.currency(query.trim());
      setCandidate({ root: c.address, symbol: c.currency, name: c.name, decimals: c.decimals });
    } catch {
      setImportError(true);
    }
  };
  const confirmImport = () => {
    if (!candidate) return;
    try {
      const next = [...readImportedTokens().filter((t) => t.root.toLowerCase() !== candidate.root.toLowerCase()), candidate];
      localStorage.setItem(IMPORTED_TOKENS_KEY, JSON.stringify(next));
    } catch {
      /* storage failure ignored */
    }
    onSelect(candidate.root);
    setCandidate(null);
    setQuery('');
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => { if (!o) { setCandidate(null); setQuery(''); } onOpenChange(o); }}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-testid="token-list-dialog" aria-describedby={undefined}>
          <div className={styles.dialogHead}>
            <Dialog.Title className={styles.dialogTitle}>{intl.formatMessage({ id: 'swap.tokenList.title' })}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={intl.formatMessage({ id: 'swap.close' })}>×</Dialog.Close>
          </div>
          {candidate ? (
            <div data-testid="import-token-warning" className={styles.warning}>
              <p>{intl.formatMessage({ id: 'swap.import.warning' }, { symbol: candidate.symbol, name: candidate.name })}</p>
              <p style={{ overflowWrap: 'anywhere' }}>{candidate.root}</p>
              <div className={styles.presets}>
                <Button variant="primary" onClick={confirmImport} data-testid="import-token-confirm">
                  {intl.formatMessage({ id: 'swap.import.confirm' })}
                </Button>
                <Button onClick={() => setCandidate(null)}>{intl.formatMessage({ id: 'swap.import.dismiss' })}</Button>
              </div>
            </div>
          ) : (
            <>
              <input
                className={styles.search}
                value={query}
                onChange={(e) => { setQuery(e.target.value); setImportError(false); }}
                placeholder={intl.formatMessage({ id: 'swap.tokenList.search' })}
                aria-label={intl.formatMessage({ id: 'swap.tokenList.search' })}
                data-testid="token-list-search"
              />
              {filtered.length === 0 && !canImport && (
                <p data-testid="token-list-empty">{intl.formatMessage({ id: 'swap.tokenList.empty' })}</p>
              )}
              {canImport && (
                <div>
                  <Button onClick={() => void lookUp()} data-testid="token-import">
                    {intl.formatMessage({ id: 'swap.import.button' })}
                  </Button>
                  {importError && <p role="alert">{intl.formatMessage({ id: 'swap.import.notFound' })}</p>}
                </div>
              )}
              <ul className={styles.tokenList}>
                {filtered.map((r) => {
                  const scam = isScamToken(r, config.scamList, list.verifiedSymbols);
                  return (
                    <li key={r.address}>
                      <button
                        type="button"
                        className={styles.tokenItem}
                        data-testid="token-list-item"
                        data-address={r.address}
                        onClick={() => { onSelect(r.address); setQuery(''); }}
                      >
                        <TokenIcon src={r.logoURI} symbol={r.symbol} />
                        <span className={styles.grow}>
                          <span>{r.symbol}</span>
                          {scam && <span className={styles.scam} data-testid="scam-tag">[SCAM]</span>}
                          <br />
                          <span className={styles.tokenName}>{r.name}</span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
