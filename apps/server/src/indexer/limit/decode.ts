import type { RawTransaction } from 'everscale-inpage-provider';
import { DexRootAbi, eventData, LimitOrderAbi, LimitOrderRootAbi, TokenRootAbi } from '@tycho/abi';
import { callGetter, type ChainReader } from '../../chain/reader';
import { transactionEvents } from '../../chain/events';
import type { LimitEvent } from './events';

/**
 * Decodes limit-order events. Order roots are trusted only when their `getFactory` answers the configured factory
 * (anyone can deploy a contract that emits look-alike events); orders only through the `CreateOrder` of such a root
 * (the writer ignores state changes and fills of orders it does not know). Without a factory nothing is decoded.
 */
export class LimitDecoder {
  private readonly roots = new Map<string, boolean>();
  private readonly decimals = new Map<string, number>();
  private readonly pairs = new Map<string, string | null>();

  constructor(
    private readonly chain: ChainReader,
    private readonly factory: string | undefined,
    private readonly isPool: (address: string) => boolean,
  ) {}

  private trustedRoot(address: string): boolean {
    let known = this.roots.get(address);
    if (known === undefined) {
      const factory = callGetter(this.chain, address, LimitOrderRootAbi, 'getFactory', { answerId: 0 })?.value0;
      known = !!this.factory && factory === this.factory;
      this.roots.set(address, known);
    }
    return known;
  }

  private decimalsOf(root: string): number | undefined {
    if (!this.decimals.has(root)) {
      const value = callGetter(this.chain, root, TokenRootAbi, 'decimals', { answerId: 0 })?.value0;
      if (value === undefined) return undefined;
      this.decimals.set(root, Number(value));
    }
    return this.decimals.get(root);
  }

  private dexPair(root: string, a: string, b: string): string | null {
    const key = [a, b].sort().join(',');
    if (!this.pairs.has(key)) {
      const dex = callGetter(this.chain, root, LimitOrderRootAbi, 'getDex', { answerId: 0 })?.value0;
      const pair = dex
        ? callGetter(this.chain, dex, DexRootAbi, 'getExpectedPairAddress', {
            answerId: 0,
            left_root: a,
            right_root: b,
          })?.value0
        : undefined;
      this.pairs.set(key, pair && this.isPool(pair) ? pair : null);
    }
    return this.pairs.get(key) ?? null;
  }

  decode(account: string, tx: RawTransaction): LimitEvent[] {
    if (tx.aborted || !tx.outMessages?.some((m) => !m.dst)) return [];
    const base = { lt: BigInt(tx.id.lt), time: tx.createdAt, transactionHash: tx.id.hash };
    const events: LimitEvent[] = [];
    for (const raw of transactionEvents(LimitOrderRootAbi, tx)) {
      if (raw.event !== 'CreateOrder' || !this.trustedRoot(account)) continue;
      const data = eventData(LimitOrderRootAbi, 'CreateOrder', raw.data);
      const spentToken = data.spentToken;
      const receiveToken = data.receiveToken;
      const spentDecimals = this.decimalsOf(spentToken);
      const receiveDecimals = this.decimalsOf(receiveToken);
      if (spentDecimals === undefined || receiveDecimals === undefined) continue;
      events.push({
        type: 'limitCreate',
        order: data.order,
        root: account,
        owner: data.owner,
        dexPair: this.dexPair(account, spentToken, receiveToken),
        spentToken,
        receiveToken,
        spentDecimals,
        receiveDecimals,
        initial: BigInt(data.spentAmount),
        expected: BigInt(data.expectedAmount),
        ...base,
      });
    }
    for (const raw of transactionEvents(LimitOrderAbi, tx)) {
      if (raw.event === 'StateChanged') {
        const data = eventData(LimitOrderAbi, 'StateChanged', raw.data);
        const details = data.value2;
        events.push({
          type: 'limitState',
          order: account,
          to: Number(data.to),
          currentSpent: BigInt(details.currentAmountSpentToken),
          currentReceive: BigInt(details.currentAmountReceiveToken),
          ...base,
        });
      } else if (raw.event === 'PartExchange') {
        const data = eventData(LimitOrderAbi, 'PartExchange', raw.data);
        events.push({
          type: 'limitExchange',
          order: account,
          initiator: data.initiator,
          toTaker: BigInt(data.spentAmount),
          toMaker: BigInt(data.receiveAmount),
          fee: BigInt(data.fee),
          currentSpent: BigInt(data.currentSpentTokenAmount),
          currentReceive: BigInt(data.currentReceiveTokenAmount),
          ...base,
        });
      }
    }
    return events;
  }
}
