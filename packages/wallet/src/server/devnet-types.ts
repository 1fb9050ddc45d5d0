/** The devnet contract the dev wallet codes against (packages/devnet/src/api.ts). */
export type {
  Address,
  DevAccount,
  Devnet,
  OutgoingMessage,
  SendResult,
  TransactionsPage,
  RunLocalResult,
} from '@tycho/devnet';
