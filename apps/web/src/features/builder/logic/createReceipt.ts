/**
 * The create-token receipt (spec 4 builder): deployed when the factory's `onTokenRootDeployed` callback carries the
 * call id this page sent; a callback with another call id, or none at all, means not deployed.
 */
export interface DeployedCallback {
  callId: number;
  root: string;
}

export type CreateReceipt =
  | { kind: 'deployed'; hash: string; root: string; name: string; symbol: string }
  | { kind: 'notDeployed'; name: string; symbol: string };

export function receiptOf(args: {
  callId: number;
  callback: DeployedCallback | undefined;
  hash: string;
  name: string;
  symbol: string;
}): CreateReceipt {
  const { callback, name, symbol } = args;
  if (callback && callback.callId === args.callId) {
    return { kind: 'deployed', hash: args.hash, root: callback.root, name, symbol };
  }
  return { kind: 'notDeployed', name, symbol };
}

/** How the page waits for the callback: every 2 s, for 2 minutes. */
export const CALLBACK_POLL = { intervalMs: 2000, attempts: 60, maxErrors: 10 } as const;

/** Spec 4: the balance of a mint or burn target is polled every 5 s (here for up to 5 minutes). */
export const BALANCE_POLL = { intervalMs: 5000, attempts: 60, maxErrors: 10 } as const;

/** After a transfer of ownership, the root's owner is read every 2 s (for up to 2 minutes). */
export const OWNER_POLL = { intervalMs: 2000, attempts: 60, maxErrors: 10 } as const;
