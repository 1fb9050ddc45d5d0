/** The stored state of a vote-escrow account (its locks and its governance fields). */

/** The governance fields (absent in accounts saved before proposals existed). */
export interface VeAccountDao {
  createdProposals?: Record<string, bigint>;
  tmpProposals?: Record<string, bigint>;
  castedVotes?: Record<string, boolean>;
}

export interface VeDeposit {
  amount: bigint;
  veAmount: bigint;
  createdAt: number;
  lockTime: number;
}

export interface VoteEscrowAccountState extends VeAccountDao {
  voteEscrow: string;
  user: string;
  qubeBalance: bigint;
  veQubeBalance: bigint;
  veQubeAverage: bigint;
  veQubeAveragePeriod: number;
  unlockedQubes: bigint;
  lastUpdateTime: number;
  lastEpochVoted: number;
  /** By key ((unlock time)·100 + k), as decimal strings. */
  deposits: Record<string, VeDeposit>;
}
