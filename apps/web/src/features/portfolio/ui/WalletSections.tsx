import { FormattedMessage } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatPercent } from '@/shared/lib/format';
import { useSection } from '../hooks/usePortfolio';
import { Section, TokenAmount, Usd } from './bits';
import { LpFees } from './LpFees';
import styles from './portfolio.module.css';

/** Tokens in the wallet, v4 tokens marked as awaiting their upgrade. */
export function TokensSection({ address }: { address: string }) {
  const q = useSection(address, 'tokens');
  const items = q.data?.items ?? [];
  return (
    <Section
      id="tokens"
      usd={q.data?.usd}
      manage="/tokens"
      loading={q.isPending}
      failed={q.isError}
      empty={items.length === 0}
    >
      {items.map((t) => (
        <li key={t.tokenRoot} className={styles.item} data-testid="portfolio-token" data-root={t.tokenRoot}>
          <span className={styles.facts}>
            <Link to={`/tokens/${t.upgradeTo ?? t.tokenRoot}`}>
              <TokenAmount value={t} testId="portfolio-token-amount" />
            </Link>
            {t.upgradeTo ? (
              <span data-testid="portfolio-token-v4">
                <FormattedMessage id="portfolio.tokens.v4" />
              </span>
            ) : null}
          </span>
          <Usd value={t.usd} testId="portfolio-token-usd" />
        </li>
      ))}
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
