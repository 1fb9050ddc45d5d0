/**
 * Where an epoch's QUBE goes (reference dao-proposals.md section 2, "Distribute", and trap 10), the one source of the
 * epoch budget for every DAO screen. Finish voting takes the epoch's scheduled amount (the budget) out of the
 * distribution supply and splits it: farming (its scheme share plus the emission debt carried in) to the gauges by
 * their normalized votes, the overflow votes' farming tokens to the treasury (or, under overflowReserve, into the
 * next epoch's emission debt), the treasury's and the team's scheme shares. What the floors and the bonus share of
 * gauges already at max votes leave over goes to no bucket: it stays in the vote escrow's wallet ("kept").
 *
 *   budget + previousEmissionDebt = toGauges + treasury + team + emissionDebt + kept
 *
 * Before Finish voting the parts are the escrow's preview of the running vote (`getNormalizedVoting`): an estimate
 * that moves with every vote. Amounts are bigints in QUBE's smallest units.
 */
export interface DistributionParts {
  /** QUBE sent to the gauges. */
  toGauges: bigint;
  /** The treasury's scheme share plus the overflow votes' farming tokens. */
  treasury: bigint;
  team: bigint;
  /** Farming tokens carried into the next epoch (overflowReserve only). */
  emissionDebt: bigint;
}

export interface EpochBudget {
  /** The epoch's scheduled QUBE: what Finish voting takes out of the distribution supply. */
  budget: bigint;
  /** The emission debt the epoch's farming part carries in from the epoch before. */
  previousEmissionDebt: bigint;
  toGauges: bigint;
  treasury: bigint;
  team: bigint;
  emissionDebt: bigint;
  /** Assigned to no bucket: stays in the vote escrow's wallet. */
  kept: bigint;
  /** Before Finish voting: the preview of the running vote, not what was distributed. */
  estimate: boolean;
}

const sum = (values: Iterable<bigint>) => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};

/** Accounts for every QUBE of the budget; throws when the parts are negative or more than budget and debt. */
export function epochBudget(args: {
  budget: bigint;
  previousEmissionDebt: bigint;
  parts: DistributionParts;
  estimate: boolean;
}): EpochBudget {
  const { budget, previousEmissionDebt, parts } = args;
  const { toGauges } = parts;
  const amounts = [budget, previousEmissionDebt, toGauges, parts.treasury, parts.team, parts.emissionDebt];
  if (amounts.some((v) => v < 0n)) throw new RangeError('An epoch distribution amount is negative.');
  const kept = budget + previousEmissionDebt - toGauges - parts.treasury - parts.team - parts.emissionDebt;
  if (kept < 0n)
    throw new RangeError(
      `The epoch distribution's parts exceed its budget and carried debt (${budget + previousEmissionDebt}) by ${-kept}.`,
    );
  return {
    budget,
    previousEmissionDebt,
    toGauges,
    treasury: parts.treasury,
    team: parts.team,
    emissionDebt: parts.emissionDebt,
    kept,
    estimate: args.estimate,
  };
}

/** What the read model says of a finished epoch (EpochDistribution); undefined before Finish voting. */
export interface FinishedEpoch {
  totalDistribution: string;
  distribution?: {
    toGauges: string;
    treasury: string;
    team: string;
    emissionDebt: string;
    previousEmissionDebt: string;
  } | null;
}

/** A finished epoch's budget as distributed; undefined until its distribution is known. */
export function finishedEpochBudget(e: FinishedEpoch): EpochBudget | undefined {
  const d = e.distribution;
  if (!d) return undefined;
  return epochBudget({
    budget: BigInt(e.totalDistribution),
    previousEmissionDebt: BigInt(d.previousEmissionDebt),
    parts: {
      toGauges: BigInt(d.toGauges),
      treasury: BigInt(d.treasury),
      team: BigInt(d.team),
      emissionDebt: BigInt(d.emissionDebt),
    },
    estimate: false,
  });
}

/** The current epoch's estimate: its scheduled budget and the escrow's preview of the running vote. */
export function currentEpochBudget(args: {
  schedule: readonly bigint[];
  epochNum: number;
  /** The escrow's emission debt now (carried into this epoch's farming). */
  emissionDebt: bigint;
  /** `getNormalizedVoting`: gauge → QUBE, and the treasury, team and new debt it would give. */
  preview: { gauges: ReadonlyMap<string, bigint>; treasury: bigint; team: bigint; emissionDebt: bigint };
}): EpochBudget | undefined {
  const budget = scheduledBudget(args.schedule, args.epochNum);
  if (budget === undefined) return undefined;
  const { gauges, ...rest } = args.preview;
  return epochBudget({
    budget,
    previousEmissionDebt: args.emissionDebt,
    parts: { toGauges: sum(gauges.values()), ...rest },
    estimate: true,
  });
}

/** The epoch's scheduled QUBE (schedule[epoch − 1]); undefined past the schedule's end. */
export function scheduledBudget(schedule: readonly bigint[], epochNum: number): bigint | undefined {
  return Number.isInteger(epochNum) && epochNum >= 1 ? schedule[epochNum - 1] : undefined;
}
