/** Limit-order events the indexer reads from committed transactions (order roots and orders), normalised. */
export interface LimitCreateEvent {
  type: 'limitCreate';
  order: string;
  root: string;
  owner: string;
  dexPair: string | null;
  spentToken: string;
  receiveToken: string;
  spentDecimals: number;
  receiveDecimals: number;
  initial: bigint;
  expected: bigint;
  lt: bigint;
  time: number;
  transactionHash: string;
}

export interface LimitStateEvent {
  type: 'limitState';
  order: string;
  /** Order state number (FlatQube `OrderStatus`). */
  to: number;
  currentSpent: bigint;
  currentReceive: bigint;
  lt: bigint;
  time: number;
  transactionHash: string;
}

/** A fill; amounts from the order's side (PartExchange): `toTaker` in the order's spent token. */
export interface LimitExchangeEvent {
  type: 'limitExchange';
  order: string;
  initiator: string;
  toTaker: bigint;
  toMaker: bigint;
  fee: bigint;
  currentSpent: bigint;
  currentReceive: bigint;
  lt: bigint;
  time: number;
  transactionHash: string;
}

export type LimitEvent = LimitCreateEvent | LimitStateEvent | LimitExchangeEvent;
