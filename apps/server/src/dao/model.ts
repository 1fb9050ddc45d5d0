/**
 * The DAO read model derived from the VoteEscrow's indexed events (`dao_events`, in chain order): deposits and
 * their state now, lock/unlock/burn transactions, balances, epochs with their votes, normalized votes and
 * distributions, and the candidates (pure; the routes in index.ts filter, sort and page it).
 */
export interface DaoEventRow {
  event: string;
  subject: string | null;
  data: Record<string, unknown>;
  lt: string;
  timestamp: number;
  transactionHash: string;
}

export interface DepositRow {
  user: string;
  amount: bigint;
  veAmount: bigint;
  lockTime: number;
  key: number;
  callId: number;
  createdAt: number;
  transactionHash: string;
  isLocked: boolean;
  /** Taken out by a later Withdraw (it had expired, so the withdraw paid it): no longer a deposit. */
  withdrawn: boolean;
}

export interface TransactionRow {
  kind: 'Lock' | 'Unlock' | 'Burn';
  userAddress: string;
  amount: bigint;
  veAmount: bigint;
  createdAt: number;
  transactionHash: string;
}

export interface EpochRow {
  epochNum: number;
  epochStart: number;
  epochEnd: number;
  voteStart: number | null;
  voteEnd: number | null;
  totalVeAmount: bigint;
  totalDistribution: bigint;
  createdAt: number;
  updatedAt: number;
  finished: boolean;
  /** Raw votes per gauge. */
  votes: Map<string, bigint>;
  normalized?: Map<string, bigint>;
  distributed?: Map<string, bigint>;
  distributedAt?: number;
  /** What EpochDistribution stated, with the emission debt the epoch's farming part carried in. */
  split?: EpochSplit;
}

/** Where an epoch's QUBE went (EpochDistribution): the gauges, the treasury, the team, the debt carried out. */
export interface EpochSplit {
  toGauges: bigint;
  treasury: bigint;
  team: bigint;
  emissionDebt: bigint;
  previousEmissionDebt: bigint;
}

export interface VoteRow {
  epochNum: number;
  userAddress: string;
  gauge: string;
  veAmount: bigint;
  createdAt: number;
}

export interface CandidateRow {
  address: string;
  isActive: boolean;
  daoApprove: boolean;
  createdAt: number;
  /** Votes and total votes of each finished epoch it was a candidate in at the end. */
  epochs: { amount: bigint; total: bigint }[];
}

const pairs = (v: unknown) => (Array.isArray(v) ? (v as [string, string][]) : []);
const big = (v: unknown) => BigInt(String(v ?? 0));

export function daoModel(rows: DaoEventRow[], now: number) {
  const deposits: DepositRow[] = [];
  const transactions: TransactionRow[] = [];
  const epochs = new Map<number, EpochRow>();
  const votes: VoteRow[] = [];
  const candidates = new Map<string, CandidateRow>();
  const byKey = new Map<string, DepositRow>();
  const withdrawn = new Map<string, bigint>();
  const touched = new Map<string, { first: number; last: number }>();
  let current: EpochRow | undefined;
  /** Deposit keys each user's account burned (expired), not yet withdrawn. */
  const burned = new Map<string, Set<string>>();
  let emissionDebt = 0n;
  const touch = (user: string, t: number) => {
    const x = touched.get(user);
    touched.set(user, { first: x?.first ?? t, last: t });
  };
  const newEpoch = (num: number, start: number, end: number, t: number) => {
    current = {
      epochNum: num,
      epochStart: start,
      epochEnd: end,
      voteStart: null,
      voteEnd: null,
      totalVeAmount: 0n,
      totalDistribution: 0n,
      createdAt: t,
      updatedAt: t,
      finished: false,
      votes: new Map(),
    };
    epochs.set(num, current);
  };
  for (const r of rows) {
    const d = r.data;
    const t = r.timestamp;
    const base = { createdAt: t, transactionHash: r.transactionHash };
    switch (r.event) {
      case 'Deposit': {
        const user = String(d.user);
        const dep: DepositRow = {
          ...base,
          user,
          amount: big(d.amount),
          veAmount: big(d.ve_amount),
          lockTime: Number(d.lock_time),
          key: Number(d.key),
          callId: Number(d.call_id),
          isLocked: t + Number(d.lock_time) > now,
          withdrawn: false,
        };
        deposits.push(dep);
        byKey.set(`${user}:${String(d.key)}`, dep);
        transactions.push({ ...base, kind: 'Lock', userAddress: user, amount: dep.amount, veAmount: dep.veAmount });
        touch(user, t);
        break;
      }
      case 'Withdraw': {
        const user = String(d.user);
        withdrawn.set(user, (withdrawn.get(user) ?? 0n) + big(d.amount));
        // the account syncs before it withdraws: every deposit expired by now (burned) is paid out with it
        const keys = burned.get(user) ?? new Set<string>();
        for (const dep of deposits)
          if (dep.user === user && !dep.withdrawn && (keys.has(String(dep.key)) || dep.createdAt + dep.lockTime <= t))
            dep.withdrawn = true;
        burned.delete(user);
        transactions.push({ ...base, kind: 'Unlock', userAddress: user, amount: big(d.amount), veAmount: 0n });
        touch(user, t);
        break;
      }
      case 'VeQubesBurn': {
        const user = String(d.user);
        const keys = Array.isArray(d.expiredDeposits) ? (d.expiredDeposits as string[]) : [];
        burned.set(user, new Set([...(burned.get(user) ?? []), ...keys.map(String)]));
        const amount = keys.reduce((a, k) => a + (byKey.get(`${user}:${k}`)?.amount ?? 0n), 0n);
        transactions.push({ ...base, kind: 'Burn', userAddress: user, amount, veAmount: big(d.amount) });
        touch(user, t);
        break;
      }
      case 'Initialize':
        newEpoch(1, Number(d.epoch_start), Number(d.epoch_end), t);
        break;
      case 'VotingStart':
        if (current) Object.assign(current, { voteStart: Number(d.start), voteEnd: Number(d.end), updatedAt: t });
        break;
      case 'Vote':
        if (!current) break;
        for (const [gauge, v] of pairs(d.votes)) {
          const amount = big(v);
          votes.push({
            epochNum: current.epochNum,
            userAddress: String(d.user),
            gauge,
            veAmount: amount,
            createdAt: t,
          });
          current.votes.set(gauge, (current.votes.get(gauge) ?? 0n) + amount);
          current.totalVeAmount += amount;
        }
        current.updatedAt = t;
        break;
      case 'VotingEnd': {
        if (!current) break;
        const ended = current;
        ended.finished = true;
        ended.normalized = new Map(pairs(d.votes).map(([g, v]) => [g, big(v)]));
        ended.totalVeAmount = big(d.total_votes);
        ended.updatedAt = t;
        for (const c of candidates.values()) {
          if (c.isActive) c.epochs.push({ amount: ended.votes.get(c.address) ?? 0n, total: ended.totalVeAmount });
        }
        newEpoch(Number(d.new_epoch), Number(d.new_epoch_start), Number(d.new_epoch_end), t);
        break;
      }
      case 'EpochDistribution': {
        const e = epochs.get(Number(d.epoch_num));
        if (!e) break;
        e.distributed = new Map(pairs(d.farming_distribution).map(([g, v]) => [g, big(v)]));
        e.totalDistribution = big(d.total_distributed);
        e.split = {
          toGauges: [...e.distributed.values()].reduce((a, v) => a + v, 0n),
          treasury: big(d.treasury_tokens),
          team: big(d.team_tokens),
          emissionDebt: big(d.emission_debt),
          previousEmissionDebt: emissionDebt,
        };
        emissionDebt = e.split.emissionDebt;
        e.distributedAt = t;
        e.updatedAt = t;
        break;
      }
      case 'GaugeWhitelist': {
        const g = String(d.gauge);
        const c = candidates.get(g) ?? { address: g, isActive: false, daoApprove: false, createdAt: t, epochs: [] };
        c.isActive = true;
        candidates.set(g, c);
        break;
      }
      case 'GaugeDAOApprove':
      case 'GaugeDAORemoveApprove':
      case 'GaugeRemoveWhitelist': {
        const c = candidates.get(String(d.gauge));
        if (!c) break;
        if (r.event === 'GaugeDAOApprove') c.daoApprove = true;
        else if (r.event === 'GaugeDAORemoveApprove') c.daoApprove = false;
        else c.isActive = false;
        break;
      }
    }
  }
  const balances = [...touched.entries()].map(([user, at]) => {
    const mine = deposits.filter((x) => x.user === user);
    return {
      userAddress: user,
      amount: mine.reduce((a, x) => a + x.amount, 0n) - (withdrawn.get(user) ?? 0n),
      veAmount: mine.filter((x) => x.isLocked).reduce((a, x) => a + x.veAmount, 0n),
      createdAt: at.first,
      updatedAt: at.last,
    };
  });
  return {
    deposits,
    transactions,
    epochs: [...epochs.values()],
    current,
    votes,
    candidates: [...candidates.values()],
    balances,
  };
}

export type DaoModel = ReturnType<typeof daoModel>;

/** Share in percent with 4 decimals ("0" when the total is 0). */
export function percent(part: bigint, total: bigint): string {
  if (total === 0n) return '0';
  const scaled = (part * 1_000_000n) / total;
  return (Number(scaled) / 10_000).toString();
}
