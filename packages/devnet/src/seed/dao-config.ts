/** The devnet DAO: voting params, distribution, seeded locks, votes and candidates (package README, "DAO"). */
const DAY = 86_400;

export const DAO_PARAMS = {
  epochTime: 7 * DAY,
  timeBeforeVoting: DAY / 2,
  votingTime: 5 * DAY,
  /** Basis points: a gauge below 2 % of the votes gets none, above 50 % is capped. */
  gaugeMinVotesRatio: 200,
  gaugeMaxVotesRatio: 5000,
  gaugeMaxDowntime: 3,
  maxGaugesPerVote: 10,
  /** Whole QUBE. */
  whitelistPrice: 500,
  minLockDays: 7,
  maxLockDays: 4 * 365,
  /** farming / treasury / team, basis points. */
  scheme: [7000, 2000, 1000],
  /** QUBE per epoch (whole tokens) and how many epochs are scheduled. */
  epochBudget: 19_000,
  epochs: 104,
} as const;

/** Dev accounts' QUBE locks made on the first history day (Dave's first ends after 14 days: expired, ready to unlock;
 * his second, small one lasts a year, so he votes in a proposal without changing its outcome; Erin and Frank never
 * vote in an epoch). */
export const DAO_LOCKS: { account: string; amount: number; lockDays: number }[] = [
  { account: 'Alice', amount: 4_000, lockDays: 365 },
  { account: 'Bob', amount: 6_000, lockDays: 730 },
  { account: 'Carol', amount: 3_000, lockDays: 1_460 },
  { account: 'Dave', amount: 2_000, lockDays: 14 },
  { account: 'Dave', amount: 150, lockDays: 365 },
  { account: 'Alice', amount: 1_000, lockDays: 90 },
  // locked, and no vote in any epoch: free to vote in the current one
  { account: 'Erin', amount: 2_000, lockDays: 365 },
  { account: 'Frank', amount: 1_000, lockDays: 180 },
];

/** Share of each voter's ve per seeded gauge (QUBE-USDT, WTYCHO-USDT, USDT-USDC), by epoch parity. */
export const DAO_VOTES: Record<string, [number, number, number][]> = {
  Alice: [
    [60, 40, 0],
    [50, 30, 20],
  ],
  Bob: [
    [50, 30, 20],
    [40, 40, 20],
  ],
  Carol: [
    [30, 50, 20],
    [60, 20, 20],
  ],
  Dave: [[0, 50, 50]],
};

/** Gauges that are candidates but not Active: one Pending DAO (whitelisted, not approved), one Not active. */
export const DAO_CANDIDATES = { pending: 'QUBE-WTYCHO', removed: 'BRIDGE-QUBE' } as const;

/**
 * Proposal configuration of the seeded DaoRoot (package README, "Governance"): short, so a walk through every state
 * is quick with `POST /devnet/clock/advance`. Alice, Bob, Carol and Erin hold more ve than the threshold; Frank not.
 */
export const DAO_PROPOSAL_CONFIG = {
  votingDelay: 60,
  votingPeriod: 300,
  quorumVotes: 1_000n * 10n ** 9n,
  timeLock: 60,
  threshold: 400n * 10n ** 9n,
  gracePeriod: 300,
};
