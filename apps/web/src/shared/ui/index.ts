export { Amount, type AmountProps } from './Amount';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { NotFound } from './NotFound';
export { PageLoading } from './PageLoading';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  notify,
  notifyAction,
  notifyActionResult,
  notifyPending,
  notifyResult,
  type ActionEnd,
  type ActionToast,
  type NotifyKind,
  type PendingToastId,
} from './toasts/notify';
export { activity, type ActivityEntry, type ActivityState } from './toasts/activity';
export { useMediaQuery, NARROW_QUERY } from './useMediaQuery';
export { TransactionMessage } from './toasts/TransactionMessage';
export { accountUrl, transactionUrl } from '@/shared/lib/explorer';
