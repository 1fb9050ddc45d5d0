import * as nt from 'nekoton-wasm/node';
import type { RawTransaction } from 'everscale-inpage-provider';
import { DexRootAbiJson, LimitOrderAbiJson, LimitOrderRootAbiJson, TokenRootAbiJson } from '@tycho/abi';
import type { Devnet } from '@tycho/devnet';
import type { LimitEvent } from './events';

type Tokens = Record<string, unknown>;
type Decoded = { event: string; data: Tokens };

/**
 * Decodes limit-order events. Order roots are trusted only when their `getFactory` answers the configured factory
 * (anyone can deploy a contract that emits look-alike events); orders only through the `CreateOrder` of such a root
 * (the writer ignores state changes and fills of orders it does not know).
 */
export class LimitDecoder {
  private readonly roots = new Map<string, boolean>();
  private readonly decimals = new Map<string, number>();
  private readonly pairs = new Map<string, string | null>();

  constructor(
    private readonly devnet: Pick<Devnet, 'runLocal' | 'addresses'>,
    private readonly isPool: (address: string) => boolean,
  ) {}

  private get factory(): string | undefined {
    return this.devnet.addresses().limitOrderFactory;
  }

  private getter(address: string, abi: string, method: string, input: Tokens = {}): unknown {
    const result = this.devnet.runLocal(address, abi, method, input as never);
    return result.code === 0 ? (result.output as Tokens).value0 : undefined;
  }

  private trustedRoot(address: string): boolean {
    let known = this.roots.get(address);
    if (known === undefined) {
      known = !!this.factory && this.getter(address, LimitOrderRootAbiJson, 'getFactory') === this.factory;
      this.roots.set(address, known);
    }
    return known;
  }

  private decimalsOf(root: string): number | undefined {
    if (!this.decimals.has(root)) {
      const value = this.getter(root, TokenRootAbiJson, 'decimals');
      if (value === undefined) return undefined;
      this.decimals.set(root, Number(value));
    }
    return this.decimals.get(root);
  }

  private dexPair(root: string, a: string, b: string): string | null {
    const key = [a, b].sort().join(',');
    if (!this.pairs.has(key)) {
      const dex = this.getter(root, LimitOrderRootAbiJson, 'getDex') as string | undefined;
      const pair = dex
        ? (this.getter(dex, DexRootAbiJson, 'getExpectedPairAddress', { left_root: a, right_root: b }) as string)
        : undefined;
      this.pairs.set(key, pair && this.isPool(pair) ? pair : null);
    }
    return this.pairs.get(key) ?? null;
  }

  decode(account: string, tx: RawTransaction): LimitEvent[] {
    if (tx.aborted || !tx.outMessages?.some((m) => !m.dst)) return [];
    const base = { lt: BigInt(tx.id.lt), time: tx.createdAt, transactionHash: tx.id.hash };
    const events: LimitEvent[] = [];
    const root = nt.decodeTransactionEvents(tx as never, LimitOrderRootAbiJson) as Decoded[];
    for (const { event, data } of root) {
      if (event !== 'CreateOrder' || !this.trustedRoot(account)) continue;
      const spentToken = String(data.spentToken);
      const receiveToken = String(data.receiveToken);
      const spentDecimals = this.decimalsOf(spentToken);
      const receiveDecimals = this.decimalsOf(receiveToken);
      if (spentDecimals === undefined || receiveDecimals === undefined) continue;
      events.push({
        type: 'limitCreate',
        order: String(data.order),
        root: account,
        owner: String(data.owner),
        dexPair: this.dexPair(account, spentToken, receiveToken),
        spentToken,
        receiveToken,
        spentDecimals,
        receiveDecimals,
        initial: BigInt(String(data.spentAmount)),
        expected: BigInt(String(data.expectedAmount)),
        ...base,
      });
    }
    const order = nt.decodeTransactionEvents(tx as never, LimitOrderAbiJson) as Decoded[];
    for (const { event, data } of order) {
      if (event === 'StateChanged') {
        const details = data.value2 as Tokens;
        events.push({
          type: 'limitState',
          order: account,
          to: Number(data.to),
          currentSpent: BigInt(String(details.currentAmountSpentToken)),
          currentReceive: BigInt(String(details.currentAmountReceiveToken)),
          ...base,
        });
      } else if (event === 'PartExchange') {
        events.push({
          type: 'limitExchange',
          order: account,
          initiator: String(data.initiator),
          toTaker: BigInt(String(data.spentAmount)),
          toMaker: BigInt(String(data.receiveAmount)),
          fee: BigInt(String(data.fee)),
          currentSpent: BigInt(String(data.currentSpentTokenAmount)),
          currentReceive: BigInt(String(data.currentReceiveTokenAmount)),
          ...base,
        });
      }
    }
    return events;
  }
}
