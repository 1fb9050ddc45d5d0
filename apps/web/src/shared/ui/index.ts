export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { NotFound } from './NotFound';
export { PageLoading } from './PageLoading';
export { notify, notifyPending, notifyResult, type NotifyKind, type PendingToastId } from './toasts/notify';
export { useMediaQuery, NARROW_QUERY } from './useMediaQuery';
export { TransactionMessage } from './toasts/TransactionMessage';
export { accountUrl, transactionUrl } from '@/shared/lib/explorer';
