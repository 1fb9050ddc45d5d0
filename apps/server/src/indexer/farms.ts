/**
 * Old farming events into the `farm_pools` and `farm_transactions` read model: NewFarmPool of the trusted farm
 * fabric, and Deposit, Withdraw, Claim and RewardDeposit of the pools whose `getDetails` names that fabric (the token
 * roots map the amounts). Other accounts are remembered as not pools.
 */
import type { RawTransaction } from 'everscale-inpage-provider';
import { eventData, FarmFabricAbi, FarmPoolAbi } from '@tycho/abi';
import { schema, type Db } from '@tycho/db';
import { callGetter, type ChainReader } from '../chain/reader';
import { transactionEvents } from '../chain/events';
import type { FarmActionEvent, FarmPoolEvent } from './events';

interface FarmTokens {
  token: string;
  rewards: string[];
}

export class FarmResolver {
  private readonly pools = new Map<string, FarmTokens | null>();

  constructor(
    private readonly chain: ChainReader,
    readonly fabric: string | undefined,
  ) {}

  tokens(address: string): FarmTokens | undefined {
    if (!this.fabric) return undefined;
    if (!this.pools.has(address)) {
      // a getter only farm pools have first (other contracts' getDetails answer other shapes)
      const probe = callGetter(this.chain, address, FarmPoolAbi, 'getUserDataAddress', {
        answerId: 0,
        user: this.fabric,
      });
      const d = probe ? callGetter(this.chain, address, FarmPoolAbi, 'getDetails', { answerId: 0 })?.value0 : undefined;
      this.pools.set(
        address,
        d && d.fabric === this.fabric ? { token: d.tokenRoot, rewards: [...d.rewardTokenRoot] } : null,
      );
    }
    return this.pools.get(address) ?? undefined;
  }
}

const nonZero = (tokens: { tokenRoot: string; amount: string }[]) => tokens.filter((t) => BigInt(t.amount) > 0n);

export function decodeFarmTransaction(
  resolver: FarmResolver,
  account: string,
  tx: RawTransaction,
): (FarmActionEvent | FarmPoolEvent)[] {
  if (tx.aborted || !resolver.fabric) return [];
  const base = { lt: BigInt(tx.id.lt), time: tx.createdAt, transactionHash: tx.id.hash };
  if (account === resolver.fabric) {
    return transactionEvents(FarmFabricAbi, tx)
      .filter((e) => e.event === 'NewFarmPool')
      .map(({ data }) => {
        const d = eventData(FarmFabricAbi, 'NewFarmPool', data);
        return {
          ...base,
          type: 'farmPool' as const,
          address: d.pool,
          fabric: account,
          owner: d.pool_owner,
          tokenRoot: d.tokenRoot,
          rewardRoots: [...d.rewardTokenRoot],
        };
      });
  }
  const roots = resolver.tokens(account);
  if (!roots) return [];
  const out: FarmActionEvent[] = [];
  const rewards = (xs: readonly string[]) => xs.map((amount, i) => ({ tokenRoot: roots.rewards[i]!, amount }));
  transactionEvents(FarmPoolAbi, tx).forEach(({ event, data: raw }, eventIndex) => {
    const at = { ...base, type: 'farm' as const, pool: account, eventIndex };
    if (event === 'Deposit' || event === 'Withdraw') {
      const d = eventData(FarmPoolAbi, event, raw);
      const kind = event === 'Deposit' ? ('deposit' as const) : ('withdraw' as const);
      out.push({
        ...at,
        kind,
        user: d.user,
        tokens: [{ tokenRoot: roots.token, amount: d.amount }, ...nonZero(rewards(d.reward))],
      });
    } else if (event === 'Claim') {
      const d = eventData(FarmPoolAbi, 'Claim', raw);
      out.push({ ...at, kind: 'claim', user: d.user, tokens: nonZero(rewards(d.reward)) });
    } else if (event === 'RewardDeposit') {
      const d = eventData(FarmPoolAbi, 'RewardDeposit', raw);
      const sender = tx.inMessage.src ?? '';
      out.push({
        ...at,
        kind: 'rewardDeposit',
        user: sender,
        tokens: [{ tokenRoot: d.token_root, amount: d.amount }],
      });
    }
  });
  return out;
}

export async function insertFarmEvents(db: Db, events: (FarmActionEvent | FarmPoolEvent)[]): Promise<void> {
  const pools = events.filter((e): e is FarmPoolEvent => e.type === 'farmPool');
  const actions = events.filter((e): e is FarmActionEvent => e.type === 'farm');
  if (pools.length > 0)
    await db
      .insert(schema.farmPools)
      .values(
        pools.map((p) => ({
          address: p.address,
          fabric: p.fabric,
          owner: p.owner,
          tokenRoot: p.tokenRoot,
          rewardRoots: p.rewardRoots,
          lt: p.lt,
          timestamp: p.time,
          transactionHash: p.transactionHash,
        })),
      )
      .onConflictDoNothing();
  if (actions.length > 0)
    await db
      .insert(schema.farmTransactions)
      .values(
        actions.map((e) => ({
          transactionHash: e.transactionHash,
          eventIndex: e.eventIndex,
          pool: e.pool,
          userAddress: e.user,
          kind: e.kind,
          lt: e.lt,
          timestamp: e.time,
          tokens: e.tokens,
        })),
      )
      .onConflictDoNothing();
}
