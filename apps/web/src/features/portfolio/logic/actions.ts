/**
 * A portfolio action (claim a gauge's rewards, unlock ended QUBE locks, cancel a limit order): pending, then success,
 * failure or canceled, as on the pages that manage them (the shared runner of `shared/chain/runAction`). After the
 * send the contract's event with the call id (or the order's state) decides.
 */
export type PortfolioActionKind = 'claim' | 'unlock' | 'unlockVotes' | 'cancel';
export type CallOutcome = 'success' | 'failure';
export { NOTIFY_KIND, runAction, type ActionEffects, type ActionOutcome } from '@/shared/chain/runAction';
