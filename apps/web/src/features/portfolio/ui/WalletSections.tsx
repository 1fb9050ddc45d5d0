import { FormattedMessage } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatPercent } from '@/shared/lib/format';
import { useSection } from '../hooks/usePortfolio';
import { usePortfolioWorth } from '../hooks/usePortfolioWorth';
import type { TokenRow } from '../logic/value';
import { Section, TokenAmount, Usd } from './bits';
import { LpFees } from './LpFees';
import styles from './portfolio.module.css';

/** A token row: amount linked to its page (the native coin to its wrapped token's), its marks, its value. */
function TokenRowItem({ row }: { row: TokenRow }) {
  return (
    <li
      className={styles.item}
      data-testid="portfolio-token"
      data-root={row.tokenRoot}
      data-native={row.native ? 'true' : undefined}
      data-not-counted={row.notCounted}
    >
      <span className={styles.facts}>
        <Link to={`/tokens/${row.upgradeTo ?? row.tokenRoot}`}>
          <TokenAmount value={row} testId="portfolio-token-amount" />
        </Link>
        {row.notCounted === 'scam' ? (
          <span className={styles.scam} data-testid="portfolio-token-scam">
            <FormattedMessage id="token.scam" />
          </span>
        ) : null}
        {row.native ? (
          <span className={styles.muted} data-testid="portfolio-token-native">
            <FormattedMessage id="portfolio.tokens.native" />
          </span>
        ) : null}
        {row.builder ? (
          <span className={styles.muted} data-testid="portfolio-token-builder">
            <FormattedMessage id="portfolio.tokens.builder" />
          </span>
        ) : null}
        {row.upgradeTo ? (
          <span data-testid="portfolio-token-v4">
            <FormattedMessage id="portfolio.tokens.v4" />
          </span>
        ) : null}
      </span>
      {row.notCounted === 'noPrice' ? (
        <span className={styles.muted} data-testid="portfolio-token-usd" data-usd="">
          <FormattedMessage id="portfolio.tokens.noPrice" />
        </span>
      ) : (
        <Usd value={row.usd} testId="portfolio-token-usd" />
      )}
    </li>
  );
}

/**
 * Tokens in the wallet with its native coin (logic/value): the counted rows, then apart those left out of the
 * total, each with the reason (a scam token, marked as on its token page; a token without a price).
 */
export function TokensSection({ address }: { address: string }) {
  const { tokens: q, value } = usePortfolioWorth(address);
  const counted = value?.counted ?? [];
  const apart = value?.notCounted ?? [];
  const reasons = [...new Set(apart.map((r) => r.notCounted!))];
  return (
    <Section
      id="tokens"
      usd={value?.usd}
      manage="/tokens"
      loading={q.isPending}
      failed={q.isError}
      empty={counted.length + apart.length === 0}
    >
      {counted.map((t) => (
        <TokenRowItem key={t.tokenRoot + (t.native ? ':native' : '')} row={t} />
      ))}
      {apart.length ? (
        <li className={styles.apart} data-testid="portfolio-tokens-not-counted">
          <h3 className={styles.apartTitle}>
            <FormattedMessage id="portfolio.tokens.notCounted" />
          </h3>
          {reasons.map((r) => (
            <p key={r} className={`${styles.note} ${styles.muted}`} data-testid={`portfolio-not-counted-${r}`}>
              <FormattedMessage id={`portfolio.tokens.notCounted.${r}`} />
            </p>
          ))}
          <ul className={styles.items}>
            {apart.map((t) => (
              <TokenRowItem key={t.tokenRoot} row={t} />
            ))}
          </ul>
        </li>
      ) : null}
    </Section>
  );
}

/** LP positions: share of the pool, the tokens the LP is worth now and the fees it earned. */
export function LpSection({ address }: { address: string }) {
  const q = useSection(address, 'lp');
  const items = q.data?.items ?? [];
  return (
    <Section id="lp" usd={q.data?.usd} manage="/pools" loading={q.isPending} failed={q.isError} empty={!items.length}>
      {items.map((p) => (
        <li key={p.pool} className={styles.item} data-testid="portfolio-lp" data-pool={p.pool}>
          <span className={styles.facts}>
            <Link to={`/pools/${p.pool}`}>{p.tokens.map((t) => t.symbol).join('/')}</Link>
            <span>
              <FormattedMessage id="portfolio.lp.share" values={{ share: formatPercent(p.sharePercent, 4) }} />
            </span>
            <TokenAmount value={p.lp} testId="portfolio-lp-amount" />
            <span className={styles.muted}>
              {p.tokens.map((t) => (
                <span key={t.tokenRoot}>
                  <TokenAmount value={t} />{' '}
                </span>
              ))}
            </span>
            <LpFees item={p} />
          </span>
          <Usd value={p.usd} testId="portfolio-lp-usd" />
        </li>
      ))}
    </Section>
  );
}

/** Balances left in the DEX account (withdrawn on the pool pages' account panel). */
export function DexAccountSection({ address }: { address: string }) {
  const q = useSection(address, 'dex-account');
  const items = q.data?.items ?? [];
  return (
    <Section
      id="dexAccount"
      usd={q.data?.usd}
      manage="/pools"
      loading={q.isPending}
      failed={q.isError}
      empty={!items.length}
    >
      {items.map((t) => (
        <li key={t.tokenRoot} className={styles.item} data-testid="portfolio-dex-balance">
          <TokenAmount value={t} testId="portfolio-dex-amount" />
          <Usd value={t.usd} />
        </li>
      ))}
    </Section>
  );
}
