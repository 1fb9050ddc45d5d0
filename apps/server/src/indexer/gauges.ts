/**
 * Gauge events into the `gauge_transactions` read model: Deposit, Withdraw, Claim and RewardDeposit of every
 * account that answers the Gauge's `getTokenDetails` (the token roots map the amounts). Non-gauges are remembered.
 */
import type { RawTransaction } from 'everscale-inpage-provider';
import { eventData, GaugeAbi, ZERO_ADDRESS } from '@tycho/abi';
import { schema, type Db } from '@tycho/db';
import { callGetter, type ChainReader } from '../chain/reader';
import { transactionEvents } from '../chain/events';
import type { GaugeActionEvent } from './events';

interface GaugeTokens {
  deposit: string;
  qube: string;
  extra: string[];
}

export class GaugeResolver {
  private readonly gauges = new Map<string, GaugeTokens | null>();

  constructor(private readonly chain: ChainReader) {}

  tokens(address: string): GaugeTokens | undefined {
    if (!this.gauges.has(address)) {
      const d = callGetter(this.chain, address, GaugeAbi, 'getTokenDetails', {});
      // a gauge the factory has not set up yet answers zero roots: asked again later, not remembered
      if (d && d._depositTokenData.root === ZERO_ADDRESS) return undefined;
      this.gauges.set(
        address,
        d
          ? {
              deposit: d._depositTokenData.root,
              qube: d._qubeTokenData.root,
              extra: d._extraTokenData.map((t) => t.root),
            }
          : null,
      );
    }
    return this.gauges.get(address) ?? undefined;
  }
}

const suppliesOf = (d: { totalBoostedSupply: string; lockBoostedSupply: string }) => ({
  lockBoosted: d.lockBoostedSupply,
  totalBoosted: d.totalBoostedSupply,
});

const nonZero = (tokens: { tokenRoot: string; amount: string }[]) => tokens.filter((t) => BigInt(t.amount) > 0n);

export function decodeGaugeTransaction(
  resolver: GaugeResolver,
  account: string,
  tx: RawTransaction,
): GaugeActionEvent[] {
  if (tx.aborted) return [];
  const roots = resolver.tokens(account);
  if (!roots) return [];
  const base = { gauge: account, lt: BigInt(tx.id.lt), time: tx.createdAt, transactionHash: tx.id.hash };
  const out: GaugeActionEvent[] = [];
  transactionEvents(GaugeAbi, tx).forEach(({ event, data: raw }, eventIndex) => {
    const at = { ...base, type: 'gauge' as const, eventIndex };
    if (event === 'Deposit') {
      const d = eventData(GaugeAbi, 'Deposit', raw);
      out.push({
        ...at,
        kind: 'deposit',
        user: d.user,
        tokens: [{ tokenRoot: roots.deposit, amount: d.amount }],
        boostedAmount: d.boosted_amount,
        lockTime: Number(d.lock_time),
        supplies: suppliesOf(d),
      });
    } else if (event === 'Withdraw') {
      const d = eventData(GaugeAbi, 'Withdraw', raw);
      const tokens = [{ tokenRoot: roots.deposit, amount: d.amount }];
      out.push({ ...at, kind: 'withdraw', user: d.user, tokens, supplies: suppliesOf(d) });
    } else if (event === 'Claim') {
      const d = eventData(GaugeAbi, 'Claim', raw);
      const tokens = [
        { tokenRoot: roots.qube, amount: d.qube_reward },
        ...d.extra_reward.map((amount, i) => ({ tokenRoot: roots.extra[i]!, amount })),
      ];
      out.push({ ...at, kind: 'claim', user: d.user, tokens: nonZero(tokens), supplies: suppliesOf(d) });
    } else if (event === 'RewardDeposit') {
      const d = eventData(GaugeAbi, 'RewardDeposit', raw);
      const root = roots.extra[Number(d.reward_id)];
      if (root)
        out.push({ ...at, kind: 'rewardDeposit', user: d.sender, tokens: [{ tokenRoot: root, amount: d.amount }] });
    }
  });
  return out;
}

export async function insertGaugeEvents(db: Db, events: GaugeActionEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(schema.gaugeTransactions)
    .values(
      events.map((e) => ({
        transactionHash: e.transactionHash,
        eventIndex: e.eventIndex,
        gauge: e.gauge,
        userAddress: e.user,
        kind: e.kind,
        lt: e.lt,
        timestamp: e.time,
        tokens: e.tokens,
        boostedAmount: e.boostedAmount,
        lockTime: e.lockTime,
        lockBoostedSupply: e.supplies?.lockBoosted,
        totalBoostedSupply: e.supplies?.totalBoosted,
      })),
    )
    .onConflictDoNothing();
}
