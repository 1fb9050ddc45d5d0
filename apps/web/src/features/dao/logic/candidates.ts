/** Candidate statuses (reference section 3) and the whitelisting pre-checks (spec 5, DAO whitelisting). */
export type CandidateStatus = 'active' | 'pendingDao' | 'notActive';

export function candidateStatus(c: { isActive: boolean; daoApprove: boolean }): CandidateStatus {
  if (!c.isActive) return 'notActive';
  return c.daoApprove ? 'active' : 'pendingDao';
}

export type WhitelistProblem = 'address' | 'alreadyCandidate' | 'notFarmingPool' | 'votingInProgress' | 'balance';

/**
 * Why whitelisting is refused, checked in this order: not an address, already a candidate (whitelisted), not a
 * farming pool of the gauge factory (the only gauges the vote escrow accepts for the price), a vote running, the
 * vote token balance below the price.
 */
export function whitelistProblem(args: {
  addressValid: boolean;
  whitelisted: boolean;
  isGauge: boolean;
  votingInProgress: boolean;
  balance: bigint;
  price: bigint;
}): WhitelistProblem | undefined {
  if (!args.addressValid) return 'address';
  if (args.whitelisted) return 'alreadyCandidate';
  if (!args.isGauge) return 'notFarmingPool';
  if (args.votingInProgress) return 'votingInProgress';
  if (args.balance < args.price) return 'balance';
  return undefined;
}

/**
 * The gauges the whitelisting form offers by name: those not already candidates (whitelisted and active), sorted by
 * name; a pasted address still works for any other farming pool.
 */
export function whitelistChoices(
  gauges: readonly { address: string; label: string }[],
  candidates: readonly { address: string; isActive: boolean }[],
): { value: string; label: string }[] {
  const taken = new Set(candidates.filter((c) => c.isActive).map((c) => c.address.toLowerCase()));
  return gauges
    .filter((g) => !taken.has(g.address.toLowerCase()))
    .map((g) => ({ value: g.address, label: g.label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
