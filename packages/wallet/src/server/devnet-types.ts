/** The devnet contract the dev wallet codes against (packages/devnet/src/api.ts). */
import type { Devnet as NetworkDevnet } from '@tycho/devnet';

export type { Address, DevAccount, OutgoingMessage, SendResult, TransactionsPage, RunLocalResult } from '@tycho/devnet';

/** What the dev wallet uses of the devnet: all but the indexer's transaction stream and the network's token list. */
export type Devnet = Omit<NetworkDevnet, 'transactionsAfter' | 'latestCursor' | 'onCommitted' | 'tokenMetadata'>;
