/**
 * The token picker (lazy, spec 2.2, 2.5, 5), shared by swap, the liquidity forms and the farm and gauge creation
 * forms: the coin group (swap) or the pools' LP tokens (creation forms), the tokens with the wallet's balances (held
 * ones first), search over symbol, name and address, [SCAM] and imported tags, and import of an unlisted token by
 * address after the custom-token warning.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { config } from '@/shared/config';
import {
  addImportedToken,
  isScamToken,
  useTokenDecimals,
  type ImportedToken,
  type TokenListState,
} from '@/shared/tokens';
import { useListBalances } from './useListBalances';
import { lpRows, withoutRoots } from './lpTokens';
import { usePoolLpTokens } from './usePoolLpTokens';
import { addressQuery, buildRows, normalizeQuery, searchRows, sortByHoldings, type TokenRow } from './tokenSearch';
import { ImportLookup, ImportWarning } from './TokenImport';
import { TokenListRow } from './TokenListRow';
import dialog from '@/shared/ui/dialog.module.css';
import { LoadError } from '@/shared/ui/LoadError';
import styles from './tokenPicker.module.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: TokenListState;
  onSelect: (address: string) => void;
  side: 'left' | 'right';
  /** The coin group and what its rows select (swap); without it the picker offers tokens only. */
  coinGroup?: { nativeAddress: string; combinedAddress: string };
  /** The pools' LP tokens as a group above the tokens, named by their pairs (farm and gauge deposit tokens). */
  lpTokens?: boolean;
}

export default function TokenListDialog({ open, onOpenChange, list, onSelect, side, coinGroup, lpTokens }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [candidate, setCandidate] = useState<ImportedToken | null>(null);
  const scam = (token: { address: string; symbol: string }) =>
    isScamToken(token, config.scamList, list.verifiedSymbols);

  const lpQuery = usePoolLpTokens(!!lpTokens);
  const pools = lpQuery.lps;
  const lp = useMemo(
    () => lpRows(pools ?? [], (pair) => intl.formatMessage({ id: 'tokenField.lpName' }, { pair }), scam),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `scam` and `intl` follow `list` and the locale
    [pools, list.verifiedSymbols, intl.locale],
  );
  const { pinned, rest: listed } = useMemo(
    () =>
      buildRows({
        tokens: list.tokens ?? [],
        imported: list.imported,
        wrappedRoot: list.wrappedNativeRoot,
        coin: config.nativeCoin,
        side,
        coinGroup,
      }),
    [list.tokens, list.imported, list.wrappedNativeRoot, side, coinGroup],
  );
  const rest = useMemo(() => withoutRoots(listed, lp), [listed, lp]);
  const all = useMemo(() => [...pinned, ...lp, ...rest], [pinned, lp, rest]);
  const holdings = useListBalances(all, list.wrappedNativeRoot);
  const missing = all.filter((r) => r.kind === 'token' && r.decimals === undefined).map((r) => r.address);
  const resolved = useTokenDecimals(missing, list.index).decimals;
  const decimalsOf = (row: TokenRow) => row.decimals ?? resolved.get(row.address);

  const q = normalizeQuery(query);
  // search results stay in match order; the full list puts held tokens first
  const results = q ? searchRows(all, query) : [];
  const sortedRest = q ? [] : sortByHoldings(rest, { ...holdings, decimals: decimalsOf });
  const sortedLp = q ? [] : sortByHoldings(lp, { ...holdings, decimals: decimalsOf });
  const wanted = addressQuery(query, results.length > 0);

  const reset = () => {
    setCandidate(null);
    setQuery('');
  };
  const choose = (address: string) => {
    reset();
    onSelect(address);
  };
  const confirmImport = () => {
    if (!candidate) return;
    addImportedToken(candidate);
    choose(candidate.root);
  };
  const dismissImport = () => {
    setCandidate(null);
    requestAnimationFrame(() => search.current?.focus());
  };

  const renderRows = (rows: readonly TokenRow[]) =>
    rows.map((row) => (
      <TokenListRow
        key={`${row.kind}:${row.address}`}
        row={row}
        scam={row.kind === 'token' && (!!row.scam || scam(row))}
        withBalance={!!holdings.owner}
        balance={holdings.balance(row)}
        decimals={decimalsOf(row)}
        onSelect={choose}
      />
    ));

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.dialog}
          data-testid="token-list-dialog"
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            search.current?.focus();
          }}
        >
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>{t('swap.tokenList.title')}</Dialog.Title>
            <Dialog.Close className={dialog.close} aria-label={t('swap.close')}>
              ×
            </Dialog.Close>
          </div>
          {candidate ? (
            <ImportWarning
              token={candidate}
              scam={scam({ address: candidate.root, symbol: candidate.symbol })}
              onConfirm={confirmImport}
              onDismiss={dismissImport}
            />
          ) : (
            <>
              <input
                ref={search}
                type="search"
                className={styles.search}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t('swap.tokenList.search')}
                aria-label={t('swap.tokenList.search')}
                autoComplete="off"
                spellCheck={false}
                data-testid="token-list-search"
              />
              {wanted === 'lookup' && (
                <ImportLookup
                  address={query.trim()}
                  isScam={(token) => scam({ address: token.root, symbol: token.symbol })}
                  onImport={setCandidate}
                />
              )}
              {wanted === 'invalid' && (
                <p className={styles.error} role="alert" data-testid="token-list-invalid-address">
                  {t('swap.tokenList.invalidAddress')}
                </p>
              )}
              {q && wanted === 'none' && results.length === 0 && (
                <p className={styles.message} role="status" data-testid="token-list-empty">
                  {t('swap.tokenList.empty')}
                </p>
              )}
              <div className={styles.lists}>
                {q ? (
                  <ul className={styles.tokenList} aria-label={t('swap.tokenList.results')}>
                    {renderRows(results)}
                  </ul>
                ) : (
                  <>
                    {pinned.length > 0 && (
                      <ul
                        className={`${styles.tokenList} ${styles.group}`}
                        aria-label={t('swap.tokenList.coinGroup', { coin: config.nativeCoin.symbol })}
                        data-testid="token-list-coin-group"
                      >
                        {renderRows(pinned)}
                      </ul>
                    )}
                    {lpTokens && (
                      <>
                        <h3 className={styles.groupTitle} id="token-list-lp-title">
                          {t('tokenField.lpGroup')}
                        </h3>
                        <ul
                          className={`${styles.tokenList} ${styles.group}`}
                          aria-labelledby="token-list-lp-title"
                          aria-busy={pools === undefined && !lpQuery.failed}
                          data-testid="token-list-lp-group"
                        >
                          {renderRows(sortedLp)}
                        </ul>
                        {lpQuery.failed ? (
                          // under the LP group's title: the shared "could not load" says enough (no shell message)
                          <LoadError compact testId="token-list-lp-error" onRetry={lpQuery.retry} />
                        ) : null}
                        <h3 className={styles.groupTitle} id="token-list-tokens-title">
                          {t('swap.tokenList.tokens')}
                        </h3>
                      </>
                    )}
                    <ul
                      className={styles.tokenList}
                      aria-label={lpTokens ? undefined : t('swap.tokenList.tokens')}
                      aria-labelledby={lpTokens ? 'token-list-tokens-title' : undefined}
                      data-testid="token-list-tokens"
                    >
                      {renderRows(sortedRest)}
                    </ul>
                  </>
                )}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
