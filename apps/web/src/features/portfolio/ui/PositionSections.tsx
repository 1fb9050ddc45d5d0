import { multiplierText } from '@/shared/gauges/multiplier';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatAmount, formatDate, formatPercent } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { leftTheList } from '../logic/view';
import { useSection } from '../hooks/usePortfolio';
import type { usePortfolioAction } from '../hooks/usePortfolioAction';
import { Outcome, Section, TokenAmount, Usd } from './bits';
import styles from './portfolio.module.css';

type Actions = ReturnType<typeof usePortfolioAction>;
/** The connected owner when the portfolio is theirs (actions shown), else undefined (read-only). */
interface Props {
  address: string;
  owner?: string;
  actions: Actions;
}

/** Gauge deposits: LP and what it is worth, lock, boost, rewards ready to claim, with Claim. */
export function GaugesSection({ address, owner, actions }: Props) {
  const { locale } = useIntl();
  const q = useSection(address, 'gauges');
  const items = q.data?.items ?? [];
  return (
    <Section
      id="gauges"
      usd={q.data?.usd}
      manage="/farming"
      loading={q.isPending}
      failed={q.isError}
      empty={!items.length}
    >
      {items.map((g) => (
        <li key={g.gauge} className={styles.item} data-testid="portfolio-gauge" data-gauge={g.gauge}>
          <span className={styles.facts}>
            <Link to={`/gauges/${g.gauge}`}>{g.tokens.map((t) => t.symbol).join('/') || g.lp.symbol}</Link>
            <TokenAmount value={g.lp} testId="portfolio-gauge-lp" />
            <span data-testid="portfolio-gauge-lock">
              {g.lockedUntil === null ? (
                <FormattedMessage id="portfolio.gauges.unlocked" />
              ) : (
                <FormattedMessage
                  id="portfolio.gauges.lockedUntil"
                  values={{ date: formatDate(g.lockedUntil * 1000, locale) }}
                />
              )}
            </span>
            <span data-testid="portfolio-gauge-boost">
              <FormattedMessage
                id="portfolio.gauges.boost"
                values={{ total: multiplierText(Number(g.boost)), lock: multiplierText(Number(g.lockBoost)) }}
              />
            </span>
            <span>
              <FormattedMessage id="portfolio.gauges.rewards" />{' '}
              {g.rewards.map((r) => (
                <span key={r.tokenRoot} data-testid="portfolio-gauge-reward">
                  <TokenAmount value={r} />{' '}
                </span>
              ))}
            </span>
            {g.vesting.some((v) => v.amount !== '0') ? (
              <span>
                <FormattedMessage id="portfolio.gauges.vesting" />{' '}
                {g.vesting
                  .filter((v) => v.amount !== '0')
                  .map((v) => (
                    <span key={v.tokenRoot}>
                      <TokenAmount value={v} testId="portfolio-gauge-vesting" />{' '}
                    </span>
                  ))}
              </span>
            ) : null}
          </span>
          <Usd value={g.usd} testId="portfolio-gauge-usd" />
          {owner ? (
            <Button
              size="sm"
              disabled={actions.busy !== undefined}
              data-testid="portfolio-claim"
              onClick={() =>
                actions.ask({
                  kind: 'claim',
                  target: g.gauge,
                  call: (callId) => ({
                    type: 'claim',
                    gauge: g.gauge,
                    owner,
                    extraTokens: g.rewards.length - 1,
                    callId,
                  }),
                  outcome: (chain, callId, since) => chain.findOutcome('claim', g.gauge, callId, since),
                })
              }
            >
              <FormattedMessage id="portfolio.gauges.claim" />
            </Button>
          ) : null}
          <Outcome actions={actions} target={g.gauge} />
        </li>
      ))}
    </Section>
  );
}

/** QUBE locks in the vote escrow: voting power, end, and Unlock once locks have ended. */
export function DaoSection({ address, owner, actions }: Props) {
  const { locale } = useIntl();
  const q = useSection(address, 'dao');
  const d = q.data;
  const qube = d?.qube;
  const escrow = d?.voteEscrow;
  const canUnlock = !!owner && !!escrow && !!qube && BigInt(d.unlockable) > 0n;
  return (
    <Section
      id="dao"
      usd={d?.usd}
      manage="/dao/balance"
      loading={q.isPending}
      failed={q.isError}
      empty={!d?.items.length}
    >
      {qube && qube.decimals !== null ? (
        <li className={styles.item} data-testid="portfolio-dao-summary">
          <span className={styles.facts}>
            <span data-testid="portfolio-dao-power" data-units={d.votingPower}>
              <FormattedMessage
                id="portfolio.dao.power"
                values={{ amount: formatAmount(d.votingPower, qube.decimals) }}
              />
            </span>
            <span data-testid="portfolio-dao-unlockable" data-units={d.unlockable}>
              <FormattedMessage
                id="portfolio.dao.unlockable"
                values={{ amount: formatAmount(d.unlockable, qube.decimals) }}
              />
            </span>
          </span>
          {canUnlock ? (
            <Button
              size="sm"
              variant="primary"
              disabled={actions.busy !== undefined}
              data-testid="portfolio-unlock"
              onClick={() =>
                actions.ask({
                  kind: 'unlock',
                  target: escrow,
                  call: (callId) => ({ type: 'unlock', escrow, owner, callId }),
                  outcome: (chain, callId, since) => chain.findOutcome('unlock', escrow, callId, since),
                })
              }
            >
              <FormattedMessage id="portfolio.dao.unlock" />
            </Button>
          ) : null}
          {escrow ? <Outcome actions={actions} target={escrow} /> : null}
        </li>
      ) : null}
      {qube
        ? d.items.map((lock) => (
            <li key={`${lock.createdAt}-${lock.amount}`} className={styles.item} data-testid="portfolio-dao-lock">
              <span className={styles.facts}>
                <TokenAmount value={{ ...qube, amount: lock.amount }} testId="portfolio-dao-amount" />
                <span data-units={lock.votingPower}>
                  <FormattedMessage
                    id="portfolio.dao.lockPower"
                    values={{ amount: qube.decimals === null ? '—' : formatAmount(lock.votingPower, qube.decimals) }}
                  />
                </span>
                <span data-testid="portfolio-dao-ends">
                  <FormattedMessage
                    id={lock.expired ? 'portfolio.dao.ended' : 'portfolio.dao.endsOn'}
                    values={{ date: formatDate(lock.endsAt * 1000, locale) }}
                  />
                </span>
              </span>
              <Usd value={lock.usd} />
            </li>
          ))
        : null}
    </Section>
  );
}

/** Open limit orders: what is left to sell and to receive, filled percent, with Cancel. */
export function LimitSection({ address, owner, actions }: Props) {
  const q = useSection(address, 'limit-orders');
  const items = q.data?.items ?? [];
  const left = leftTheList(
    actions.results,
    items.map((o) => o.order),
    'cancel',
  );
  return (
    <Section
      id="limit"
      usd={q.data?.usd}
      manage="/limit"
      loading={q.isPending}
      failed={q.isError}
      empty={!items.length}
      after={left.map(({ target, values }) => (
        <p key={target} role="status" className={styles.note} data-testid="portfolio-order-left" data-order={target}>
          <FormattedMessage id="portfolio.limit.left" values={values} />
        </p>
      ))}
    >
      {items.map((o) => (
        <li key={o.order} className={styles.item} data-testid="portfolio-order" data-order={o.order}>
          <span className={styles.facts}>
            <Link to={`/limit/${o.spent.tokenRoot}/${o.receive.tokenRoot}`}>
              {o.spent.symbol}/{o.receive.symbol}
            </Link>
            <FormattedMessage
              id="portfolio.limit.sells"
              values={{
                spent: <TokenAmount value={o.spent} testId="portfolio-order-spent" />,
                receive: <TokenAmount value={o.receive} />,
              }}
            />
            <span data-testid="portfolio-order-filled">
              <FormattedMessage id="portfolio.limit.filled" values={{ percent: formatPercent(o.filledPercent) }} />
            </span>
          </span>
          <Usd value={o.usd} />
          {owner ? (
            <Button
              size="sm"
              disabled={actions.busy !== undefined}
              data-testid="portfolio-cancel"
              onClick={() =>
                actions.ask({
                  kind: 'cancel',
                  target: o.order,
                  values: { pair: `${o.spent.symbol}/${o.receive.symbol}` },
                  call: (callId) => ({ type: 'cancel', order: o.order, owner, callId }),
                  outcome: (chain) => chain.orderOutcome(o.order),
                })
              }
            >
              <FormattedMessage id="portfolio.limit.cancel" />
            </Button>
          ) : null}
          <Outcome actions={actions} target={o.order} />
        </li>
      ))}
    </Section>
  );
}

/** Tokens whose root the wallet owns (managed in the builder). */
export function BuilderSection({ address }: { address: string }) {
  const q = useSection(address, 'builder');
  const items = q.data?.items ?? [];
  return (
    <Section id="builder" usd={null} manage="/builder" loading={q.isPending} failed={q.isError} empty={!items.length}>
      {items.map((t) => (
        <li key={t.tokenRoot} className={styles.item} data-testid="portfolio-builder-token">
          <span className={styles.facts}>
            <Link to={`/builder/${t.tokenRoot}`}>
              {t.name} ({t.symbol})
            </Link>
            <span data-units={t.totalSupply}>
              <FormattedMessage
                id="portfolio.builder.supply"
                values={{ amount: formatAmount(t.totalSupply, t.decimals) }}
              />
            </span>
          </span>
        </li>
      ))}
    </Section>
  );
}
