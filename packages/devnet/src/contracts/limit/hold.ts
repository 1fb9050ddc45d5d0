/**
 * A test-only hold of one maker's new orders in a state the local orders never stay in, so the order tables' labels
 * can be seen: `Initialize` (the order never becomes Active, as one whose tokens have not arrived; it keeps those
 * that did), `AwaitTokens` (the same, the order entering AwaitTokens once it knows both of its wallets, as the 2022
 * draft order did; the real order never sets it), `SwapInProgress` (the order becomes Active, then SwapInProgress
 * at once, as one whose DEX swap started and the pair never answered; the local order has no DEX swap). The held
 * order refuses fills and its owner's cancel, as the real order does outside Active. An order keeps the hold that was
 * set for its owner when it was deployed; other makers are not affected. None unless a server started with
 * TEST_SWITCHES=on sets one (`POST /devnet/test/limit-order-hold`); kept in memory only.
 */
export type LimitOrderHold = 'none' | 'Initialize' | 'AwaitTokens' | 'SwapInProgress';
export type HeldState = Exclude<LimitOrderHold, 'none'>;

const holds = new Map<string, HeldState>();

export const setLimitOrderHold = (owner: string, hold: LimitOrderHold) => {
  if (hold === 'none') holds.delete(owner);
  else holds.set(owner, hold);
};

/** The hold set for an owner's new orders, if any. */
export const limitOrderHoldOf = (owner: string): HeldState | undefined => holds.get(owner);
