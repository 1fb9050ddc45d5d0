export { TransactionsSection } from './TransactionsSection';
export type { TxScope } from './transactionsState';
export { TransactionsTable, TransactionCards, type TxRowView } from './TransactionsTable';
