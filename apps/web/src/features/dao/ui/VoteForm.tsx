import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatUnits, parseUnits } from '@tycho/units';
import { formatAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import { positiveVotes, spreadEvenly, voteHint, voteProblem, voteSum } from '../logic/votes';

export interface VoteFormProps {
  candidates: readonly string[];
  label: (gauge: string) => string;
  /** Current votes per gauge and their total (for the hints). */
  gaugeVotes: ReadonlyMap<string, bigint>;
  totalVotes: bigint;
  votingPower: bigint;
  decimals: number;
  minRatioBp: number;
  maxRatioBp: number;
  maxGaugesPerVote: number;
  alreadyVoted: boolean;
  voteAvailable: boolean;
  pending: boolean;
  onDraft: (votes: Map<string, bigint>) => void;
  onVote: (votes: Map<string, bigint>) => void;
}

/**
 * Spread the voting power over candidate gauges: an amount per gauge (or spread evenly), the too-few / max hints,
 * the one-vote-per-epoch warning. Vote asks the page, whose one confirmation (with the preview before signing)
 * repeats the warning.
 */
export function VoteForm(props: VoteFormProps) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const votes = new Map(
    props.candidates.map((g) => [g, texts[g] ? (parseUnits(texts[g], props.decimals) ?? -1n) : 0n] as const),
  );
  const invalid = [...votes.values()].some((v) => v < 0n);
  const problem = invalid
    ? 'amount'
    : voteProblem({
        votes,
        votingPower: props.votingPower,
        maxGaugesPerVote: props.maxGaugesPerVote,
        alreadyVoted: props.alreadyVoted,
        voteAvailable: props.voteAvailable,
      });
  const userSum = invalid ? 0n : voteSum(positiveVotes(votes));
  const update = (next: Record<string, string>) => {
    setTexts(next);
    props.onDraft(
      new Map(props.candidates.map((g) => [g, next[g] ? (parseUnits(next[g], props.decimals) ?? 0n) : 0n])),
    );
  };
  const showProblem = problem && (problem === 'alreadyVoted' || problem === 'unavailable' || userSum > 0n || invalid);
  return (
    <form
      className={styles.section}
      data-testid="dao-vote-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) props.onVote(positiveVotes(votes));
      }}
    >
      <h2>
        <FormattedMessage id="dao.vote.title" />
      </h2>
      <p data-testid="dao-voting-power">
        <FormattedMessage id="dao.vote.power" values={{ amount: formatAmount(props.votingPower, props.decimals) }} />
      </p>
      <p className={styles.warning}>
        <FormattedMessage id="dao.vote.oncePerEpoch" />
      </p>
      <Button
        type="button"
        onClick={() => {
          const spread = spreadEvenly(props.candidates, props.votingPower);
          update(Object.fromEntries([...spread].map(([g, v]) => [g, formatUnits(v, props.decimals)])));
        }}
        disabled={props.candidates.length === 0 || props.votingPower === 0n}
        data-testid="dao-vote-spread"
      >
        <FormattedMessage id="dao.vote.spread" />
      </Button>
      <ul className={list.cards}>
        {props.candidates.map((g) => {
          const hint = voteHint({
            gaugeVotes: props.gaugeVotes.get(g) ?? 0n,
            totalVotes: props.totalVotes,
            userVote: votes.get(g) ?? 0n,
            userSum,
            minRatioBp: props.minRatioBp,
            maxRatioBp: props.maxRatioBp,
          });
          return (
            <li key={g} className={list.card} data-testid="dao-vote-candidate" data-address={g}>
              <label className={styles.field}>
                {props.label(g)}
                <input
                  inputMode="decimal"
                  value={texts[g] ?? ''}
                  onChange={(e) => update({ ...texts, [g]: e.target.value })}
                  data-testid="dao-vote-amount"
                />
              </label>
              {hint ? (
                <span data-testid="dao-vote-hint" data-kind={hint.kind}>
                  <FormattedMessage id={`dao.vote.hint.${hint.kind}`} values={{ percent: hint.percent }} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {showProblem ? (
        <p role="alert" data-testid="dao-vote-problem" data-problem={problem}>
          <FormattedMessage id={`dao.vote.problem.${problem}`} values={{ max: props.maxGaugesPerVote }} />
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={!!problem || props.pending} data-testid="dao-vote-submit">
        <FormattedMessage id="dao.vote.submit" />
      </Button>
    </form>
  );
}
