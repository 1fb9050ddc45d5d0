export { TransactionsSection } from './TransactionsSection';
export type { TxScope } from './transactionsState';
