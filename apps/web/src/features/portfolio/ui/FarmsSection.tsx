import { FormattedMessage } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { useSection } from '../hooks/usePortfolio';
import type { usePortfolioAction } from '../hooks/usePortfolioAction';
import { Outcome, Section, TokenAmount, Usd } from './bits';
import styles from './portfolio.module.css';

/** Deposits in old-farming pools: what they are worth and the vested rewards, with Claim (the farm pages manage them). */
export function FarmsSection(props: {
  address: string;
  owner?: string;
  actions: ReturnType<typeof usePortfolioAction>;
}) {
  const { address, owner, actions } = props;
  const q = useSection(address, 'farms');
  const items = q.data?.items ?? [];
  return (
    <Section
      id="farms"
      usd={q.data?.usd}
      manage="/farming"
      loading={q.isPending}
      failed={q.isError}
      empty={!items.length}
    >
      {items.map((f) => (
        <li key={f.pool} className={styles.item} data-testid="portfolio-farm" data-pool={f.pool}>
          <span className={styles.facts}>
            <span>{f.tokens.map((t) => t.symbol).join('/') || f.lp.symbol}</span>
            <TokenAmount value={f.lp} testId="portfolio-farm-lp" />
            <span>
              <FormattedMessage id="portfolio.gauges.rewards" />{' '}
              {f.rewards.map((r) => (
                <span key={r.tokenRoot} data-testid="portfolio-farm-reward">
                  <TokenAmount value={r} />{' '}
                </span>
              ))}
            </span>
          </span>
          <Usd value={f.usd} testId="portfolio-farm-usd" />
          {owner ? (
            <Button
              size="sm"
              disabled={actions.busy !== undefined}
              data-testid="portfolio-farm-claim"
              onClick={() =>
                actions.ask({
                  kind: 'claim',
                  target: f.pool,
                  call: (callId) => ({
                    type: 'farmClaim',
                    pool: f.pool,
                    owner,
                    rewardTokens: f.rewards.length,
                    callId,
                  }),
                  outcome: (chain, _callId, since) => chain.farmClaimOutcome(f.pool, owner, since),
                })
              }
            >
              <FormattedMessage id="portfolio.gauges.claim" />
            </Button>
          ) : null}
          <Outcome actions={actions} target={f.pool} />
        </li>
      ))}
    </Section>
  );
}
