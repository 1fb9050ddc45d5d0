/** A small in-memory Devnet for the wallet's tests (the real one lives in @tycho/devnet). */
import { createHash } from 'node:crypto';
import type { FullContractState, RawTransaction, TokensObject, TransactionId } from 'everscale-inpage-provider';
import type { DevAccount, Devnet, OutgoingMessage, SendResult, TransactionsPage } from '../devnet-types';

type Listener = (...args: never[]) => void;

export const ALICE: DevAccount = { name: 'alice', address: `0:${'a1'.repeat(32)}`, publicKey: 'aa'.repeat(32) };
export const BOB: DevAccount = { name: 'bob', address: `0:${'b2'.repeat(32)}`, publicKey: 'bb'.repeat(32) };
/** A wallet account that is not one of the seeded dev accounts (a freshly funded one). */
export const FRESH_WALLET = `0:${'e5'.repeat(32)}`;
export const TOKEN_ROOT = `0:${'c3'.repeat(32)}`;
export const PLAIN_CONTRACT = `0:${'d4'.repeat(32)}`;
export const FEE = 10_000_000n;

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

export interface FakeDevnet extends Devnet {
  sent: OutgoingMessage[];
  failNextSend?: string;
  emitState(address: string): void;
}

export function createFakeDevnet(): FakeDevnet {
  let clock = 1_700_000_000;
  let lt = 1000n;
  const balances = new Map<string, bigint>([
    [ALICE.address, 1_000_000_000_000n],
    [BOB.address, 1_000_000_000_000n],
    [FRESH_WALLET, 1_000_000_000n],
    [TOKEN_ROOT, 5_000_000_000n],
    [PLAIN_CONTRACT, 1_000_000_000n],
  ]);
  const history = new Map<string, RawTransaction[]>();
  const listeners: Record<string, Set<Listener>> = { transactions: new Set(), state: new Set() };

  const state = (address: string): FullContractState | undefined => {
    const balance = balances.get(address);
    if (balance === undefined) return undefined;
    const last = history.get(address)?.[0];
    return {
      boc: 'te6ccgEBAQEAAgAAAA==',
      balance: balance.toString(),
      genTimings: { genLt: lt.toString(), genUtime: clock },
      lastTransactionId: last ? { isExact: true, lt: last.id.lt, hash: last.id.hash } : { isExact: false, lt: '1' },
      isDeployed: true,
      codeHash: [ALICE.address, BOB.address, FRESH_WALLET].includes(address) ? hash('wallet') : hash(address),
    };
  };
  const fire = (event: string, ...args: unknown[]) => {
    for (const l of listeners[event]) (l as (...a: unknown[]) => void)(...args);
  };

  const devnet: FakeDevnet = {
    sent: [],
    stoppedBy: () => undefined,
    now: () => clock,
    advanceClock: async (seconds) => {
      clock += seconds;
    },
    holdClock: async () => undefined, // the fake clock only moves when advanced
    devAccounts: () => [ALICE, BOB],
    addresses: () => ({ tokenRoot: TOKEN_ROOT }),
    getFullContractState: state,
    runLocal(address, _abi, method, input: TokensObject, responsible) {
      if (!balances.has(address)) throw new Error('Account not found');
      if (address === TOKEN_ROOT && method === 'symbol' && responsible) return { code: 0, output: { value0: 'TST' } };
      if (address === TOKEN_ROOT && method === 'echo') return { code: 0, output: { value0: JSON.stringify(input) } };
      throw new Error(`Method ${method} not found on ${address}`);
    },
    executeLocal() {
      throw new Error('the fake devnet runs no contracts (executeLocal is tested on the real devnet)');
    },
    getExpectedAddress: (tvc, _abi, workchain) => `${workchain}:${hash(tvc)}`,
    async getTransactions(address, continuation: TransactionId | undefined, limit): Promise<TransactionsPage> {
      const all = history.get(address) ?? [];
      const start = continuation ? all.findIndex((t) => t.id.lt === continuation.lt) + 1 : 0;
      const transactions = all.slice(start, start + limit);
      const more = start + limit < all.length;
      return { transactions, continuation: more ? transactions[transactions.length - 1].id : undefined };
    },
    async getTransaction(h) {
      for (const list of history.values()) for (const t of list) if (t.id.hash === h) return t;
      return undefined;
    },
    async findTransaction(inMessageHash) {
      for (const list of history.values()) for (const t of list) if (t.inMessage.hash === inMessageHash) return t;
      return undefined;
    },
    async sendFromWallet(message): Promise<SendResult> {
      if (devnet.failNextSend) {
        const reason = devnet.failNextSend;
        devnet.failNextSend = undefined;
        throw new Error(reason);
      }
      devnet.sent.push(message);
      const balance = balances.get(message.sender);
      if (balance === undefined) throw new Error(`${message.sender} has no wallet`);
      balances.set(message.sender, balance - message.amount - FEE);
      lt += 2n;
      const messageHash = hash(`ext:${lt}`);
      const tx: RawTransaction = {
        id: { lt: lt.toString(), hash: hash(`tx:${lt}`) },
        createdAt: clock,
        aborted: false,
        exitCode: 0,
        origStatus: 'active',
        endStatus: 'active',
        totalFees: FEE.toString(),
        inMessage: { hash: messageHash, dst: message.sender, value: '0', bounce: false, bounced: false },
        outMessages: [
          {
            hash: hash(`int:${lt}`),
            src: message.sender,
            dst: message.recipient,
            value: message.amount.toString(),
            bounce: message.bounce,
            bounced: false,
            body: message.body,
          },
        ],
      };
      history.set(message.sender, [tx, ...(history.get(message.sender) ?? [])]);
      setTimeout(() => {
        fire('transactions', message.sender, [tx]);
        fire('state', message.sender, state(message.sender));
      }, 0);
      return { messageHash, transaction: tx, settled: Promise.resolve() };
    },
    async sendUnsignedExternal(to, _abi, method) {
      lt += 1n;
      const tx: RawTransaction = {
        id: { lt: lt.toString(), hash: hash(`tx:${lt}`) },
        createdAt: clock,
        aborted: false,
        exitCode: 0,
        origStatus: 'active',
        endStatus: 'active',
        totalFees: '0',
        inMessage: { hash: hash(`ext:${method}:${lt}`), dst: to, value: '0', bounce: false, bounced: false },
        outMessages: [],
      };
      history.set(to, [tx, ...(history.get(to) ?? [])]);
      return { messageHash: tx.inMessage.hash, transaction: tx, settled: Promise.resolve() };
    },
    estimateFees: () => FEE,
    async give(to, amount) {
      balances.set(to, (balances.get(to) ?? 0n) + amount);
      throw new Error('give is not modelled by the fake devnet');
    },
    async createFundedWallet() {
      throw new Error('createFundedWallet is not modelled by the fake devnet');
    },
    on(event, listener) {
      listeners[event].add(listener as Listener);
      return () => listeners[event].delete(listener as Listener);
    },
    emitState(address) {
      fire('state', address, state(address));
    },
    async close() {},
  };
  return devnet;
}
