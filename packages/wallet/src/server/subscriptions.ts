/** Per-session contract subscriptions and the devnet events they turn into provider events. */
import type {
  ContractState,
  ContractUpdatesSubscription,
  FullContractState,
  RawTransaction,
} from 'everscale-inpage-provider';
import type { Devnet } from './devnet-types';
import type { MethodTable, SessionState } from './context';

function toContractState(state: FullContractState): ContractState {
  const { balance, genTimings, lastTransactionId, isDeployed, codeHash } = state;
  return { balance, genTimings, lastTransactionId, isDeployed, codeHash };
}

export function subscriptionsObject(session: SessionState): Record<string, ContractUpdatesSubscription> {
  return Object.fromEntries(session.subscriptions);
}

export function applySubscription(
  session: SessionState,
  address: string,
  requested: Partial<ContractUpdatesSubscription>,
): ContractUpdatesSubscription {
  const current = session.subscriptions.get(address) ?? { state: false, transactions: false };
  const next = {
    state: requested.state ?? current.state,
    transactions: requested.transactions ?? current.transactions,
  };
  if (next.state || next.transactions) session.subscriptions.set(address, next);
  else session.subscriptions.delete(address);
  return next;
}

/** Forwards devnet events for the session's subscribed addresses; returns the detach function. */
export function attachDevnetEvents(
  devnet: Devnet,
  session: SessionState,
  emit: (event: 'transactionsFound' | 'contractStateChanged', data: unknown) => void,
): () => void {
  const offTx = devnet.on('transactions', (address: string, transactions: RawTransaction[]) => {
    if (!session.subscriptions.get(address)?.transactions || transactions.length === 0) return;
    // The provider lists transactions newest first, as nekoton does.
    const sorted = [...transactions].sort((a, b) => (BigInt(b.id.lt) > BigInt(a.id.lt) ? 1 : -1));
    const info = { maxLt: sorted[0].id.lt, minLt: sorted[sorted.length - 1].id.lt, batchType: 'new' as const };
    emit('transactionsFound', { address, transactions: sorted, info });
  });
  const offState = devnet.on('state', (address: string, state: FullContractState) => {
    if (!session.subscriptions.get(address)?.state) return;
    emit('contractStateChanged', { address, state: toContractState(state) });
  });
  return () => {
    offTx();
    offState();
  };
}

export const subscriptionMethods: MethodTable = {
  subscribe: {
    permission: 'basic',
    handler: (ctx, v, params) => {
      const p = v.params(params);
      const address = v.address(p, 'address');
      const raw = p.subscriptions == null ? {} : v.object(p, 'subscriptions');
      const requested: Partial<ContractUpdatesSubscription> = {};
      for (const key of ['state', 'transactions'] as const) {
        if (raw[key] != null && typeof raw[key] !== 'boolean') v.fail(`"subscriptions.${key}" must be a boolean`);
        if (typeof raw[key] === 'boolean') requested[key] = raw[key];
      }
      return applySubscription(ctx.session, address, requested);
    },
  },
  unsubscribe: {
    handler: (ctx, v, params) => {
      const p = v.params(params);
      ctx.session.subscriptions.delete(v.address(p, 'address'));
      return {};
    },
  },
  unsubscribeAll: {
    handler: (ctx) => {
      ctx.session.subscriptions.clear();
      return {};
    },
  },
};
