/**
 * Seeded governance (package README, "Governance"): eight proposals a new user finds in every state. On a history
 * day, with the short `DAO_PROPOSAL_CONFIG`, five walk their lives (Executed, Failed, Canceled, Expired the next day,
 * Succeeded never queued); later one is queued with a long grace period (executable when the network starts), one
 * votes for a week (approving the Pending DAO candidate) and one waits two days before voting. The configuration is
 * changed by the admin (`daoOwner`) for those and put back. Alice keeps casted votes and a Failed proposal's threshold
 * locked, so her account has something to unlock; Bob unlocks his; Dave's small vote stays locked too.
 */
import { callOf, DaoRootAbi } from '@tycho/abi';
import type { DevnetImpl } from '../devnet';
import { TYCHO } from '../engine/constants';
import type { ProposalConfig } from '../contracts/dao/constants';
import { DAO_CANDIDATES, DAO_PROPOSAL_CONFIG } from './dao-config';
import { HISTORY_DAYS } from './history-config';
import {
  cancelProposal,
  candidateAction,
  castVote,
  propose,
  proposalExternal,
  tryUnlockCastedVotes,
  type TonActionArg,
} from './proposal-actions';
import { type SeedContext, seeded, type SeedStep } from './steps';

const DAY = 86_400;
/** The day of the five short lives, the day of the queued proposal (both days of the history). */
export const PROPOSAL_WALK_DAY = HISTORY_DAYS - 9;
export const PROPOSAL_QUEUED_DAY = HISTORY_DAYS - 4;

type Text = { title: string; link: string; description: string };
const text = (t: Text) => JSON.stringify(t);
const FORUM = 'https://forum.tycho.example/t/';

const TEXTS = {
  executed: {
    title: 'Fund the community grants wallet',
    link: `${FORUM}community-grants`,
    description:
      '## Summary\nSend **1 TYCHO** from the DAO to the grants wallet run by the DAO owner, to pay for translations.' +
      '\n\n- Korean and Japanese reviews\n- Paid on delivery',
  },
  failed: {
    title: 'Halve the whitelist price',
    link: `${FORUM}whitelist-price`,
    description: 'Lower the price of a gauge candidacy from 500 to 250 QUBE so smaller projects can apply.',
  },
  canceled: {
    title: 'Sponsor the TVM hackathon (draft)',
    link: `${FORUM}hackathon`,
    description: 'Withdrawn by its author: the budget is being reworked.',
  },
  expired: {
    title: 'Pay the audit of the limit-order contracts',
    link: `${FORUM}limit-audit`,
    description: 'Queued, but nobody executed it within the grace period.',
  },
  succeeded: {
    title: 'Refill the bug bounty pool',
    link: `${FORUM}bug-bounty`,
    description:
      'Passed its vote, but nobody queued it in time: the time lock counts from the end of voting, so a queue now ' +
      'would expire it at once.',
  },
  queued: {
    title: 'Reward the market makers of March',
    link: `${FORUM}market-makers`,
    description:
      'Passed and queued. Its time lock is over: **anyone** can execute it until its grace period ends.\n\n' +
      '- Grace: 60 %\n- Heidi: 40 %',
  },
  active: {
    title: `Approve the ${DAO_CANDIDATES.pending} gauge`,
    link: `${FORUM}qube-wtycho-gauge`,
    description:
      `Let the ${DAO_CANDIDATES.pending} gauge receive QUBE from the epochs: the action calls ` +
      '`approveGaugeDAO` on the vote escrow.',
  },
  pending: {
    title: 'Move the treasury share to farming',
    link: `${FORUM}treasury-share`,
    description: 'Voting opens two days after creation. Discuss on the forum first.',
  },
} satisfies Record<string, Text>;

function clockTo(d: DevnetImpl, seconds: number) {
  d.chain.clock.freeze(d.now() + seconds);
}

async function configure(ctx: SeedContext, config: ProposalConfig) {
  const d = ctx.devnet;
  const sent = await d.sendFrom(seeded(ctx.addresses, 'daoOwner'), seeded(ctx.addresses, 'daoRoot'), {
    value: TYCHO,
    bounce: true,
    call: callOf(DaoRootAbi, 'updateProposalConfiguration', { newConfig: config }),
  });
  await sent.settled;
}

/** A proposal that pays `tycho` to the DAO owner's wallet (no payload). */
const payment = (ctx: SeedContext, tycho: bigint): TonActionArg => ({
  value: String(tycho * TYCHO),
  target: seeded(ctx.addresses, 'daoOwner'),
  payload: 'te6ccgEBAQEAAgAAAA==',
});

async function make(ctx: SeedContext, who: string, t: Text, action: TonActionArg) {
  const { id } = await propose(ctx.devnet, account(ctx, who), seeded(ctx.addresses, 'daoRoot'), text(t), [action]);
  if (id === undefined) throw new Error(`seed: ${who} could not propose "${t.title}"`);
  return id;
}

const account = (ctx: SeedContext, name: string) => seeded(ctx.addresses, `account:${name}`);

async function vote(ctx: SeedContext, who: string, id: number, support: boolean, reason = '') {
  await castVote(ctx.devnet, account(ctx, who), seeded(ctx.addresses, 'voteEscrow'), id, support, reason);
}

/** Five proposals made together and walked through their lives in about seven minutes of chain time. */
async function walk(ctx: SeedContext) {
  const d = ctx.devnet;
  const root = seeded(ctx.addresses, 'daoRoot');
  const executed = await make(ctx, 'Bob', TEXTS.executed, payment(ctx, 1n));
  const failed = await make(ctx, 'Alice', TEXTS.failed, payment(ctx, 1n));
  const canceled = await make(ctx, 'Carol', TEXTS.canceled, payment(ctx, 2n));
  const expired = await make(ctx, 'Erin', TEXTS.expired, payment(ctx, 3n));
  const succeeded = await make(ctx, 'Carol', TEXTS.succeeded, payment(ctx, 2n));
  await cancelProposal(d, account(ctx, 'Carol'), root, canceled);
  clockTo(d, DAO_PROPOSAL_CONFIG.votingDelay + 1);
  await vote(ctx, 'Bob', executed, true, 'Translations are what our Asian users ask for most.');
  await vote(ctx, 'Carol', executed, true);
  // Dave's small vote changes no outcome: his account holds a vote locked in a proposal (the portfolio)
  await vote(ctx, 'Dave', executed, true);
  await vote(ctx, 'Alice', executed, false, 'Should come from the team share, not the DAO.');
  await vote(ctx, 'Alice', failed, true, 'More candidates make the epochs fairer.');
  await vote(ctx, 'Bob', failed, false, 'Spam candidates would dilute the votes.');
  await vote(ctx, 'Carol', expired, true);
  await vote(ctx, 'Erin', expired, true, 'Audits first.');
  await vote(ctx, 'Bob', succeeded, true);
  await vote(ctx, 'Erin', succeeded, false);
  clockTo(d, DAO_PROPOSAL_CONFIG.votingPeriod);
  await proposalExternal(d, root, executed, 'queue');
  await proposalExternal(d, root, expired, 'queue');
  clockTo(d, DAO_PROPOSAL_CONFIG.timeLock + 1);
  await proposalExternal(d, root, executed, 'execute');
  // Bob takes his casted vote back; Alice leaves hers (and the failed proposal's threshold) locked
  await tryUnlockCastedVotes(d, account(ctx, 'Bob'), seeded(ctx.addresses, 'voteEscrow'), [executed]);
}

/** Voting as seeded, then queued with a time lock over a day before the network's start and two weeks of grace. */
async function queued(ctx: SeedContext) {
  const d = ctx.devnet;
  await configure(ctx, { ...DAO_PROPOSAL_CONFIG, timeLock: 2 * DAY, gracePeriod: 14 * DAY });
  const id = await make(ctx, 'Bob', TEXTS.queued, payment(ctx, 5n));
  await configure(ctx, DAO_PROPOSAL_CONFIG);
  clockTo(d, DAO_PROPOSAL_CONFIG.votingDelay + 1);
  await vote(ctx, 'Bob', id, true);
  await vote(ctx, 'Carol', id, true, 'They kept the spreads tight all month.');
  await vote(ctx, 'Alice', id, true);
  clockTo(d, DAO_PROPOSAL_CONFIG.votingPeriod);
  await proposalExternal(d, seeded(ctx.addresses, 'daoRoot'), id, 'queue');
}

/** The last history day: a week-long vote on the Pending DAO candidate (Alice has not voted: a new user can). */
async function active(ctx: SeedContext) {
  const d = ctx.devnet;
  await configure(ctx, { ...DAO_PROPOSAL_CONFIG, votingPeriod: 7 * DAY, timeLock: 2 * DAY, gracePeriod: 14 * DAY });
  const gauge = seeded(ctx.addresses, `gauge:${DAO_CANDIDATES.pending}`);
  const id = await make(
    ctx,
    'Carol',
    TEXTS.active,
    candidateAction(seeded(ctx.addresses, 'voteEscrow'), 'approveGaugeDAO', gauge),
  );
  await configure(ctx, DAO_PROPOSAL_CONFIG);
  clockTo(d, DAO_PROPOSAL_CONFIG.votingDelay + 1);
  await vote(ctx, 'Bob', id, true, 'Deep pool, real volume.');
  await vote(ctx, 'Erin', id, false, 'Wait one more epoch.');
}

export const proposalsSetupStep: SeedStep = {
  name: 'proposals: history',
  async run(ctx) {
    (ctx.historyDay ??= []).push(async (day) => {
      if (day === PROPOSAL_WALK_DAY) await walk(ctx);
      else if (day === PROPOSAL_QUEUED_DAY) await queued(ctx);
      else if (day === HISTORY_DAYS - 1) await active(ctx);
    });
  },
};

/** After the history (no clock move): a proposal whose vote opens in two days. */
export const proposalsStep: SeedStep = {
  name: 'proposals: pending',
  async run(ctx) {
    await configure(ctx, { ...DAO_PROPOSAL_CONFIG, votingDelay: 2 * DAY, votingPeriod: 5 * DAY });
    await make(ctx, 'Bob', TEXTS.pending, payment(ctx, 10n));
    await configure(ctx, DAO_PROPOSAL_CONFIG);
  },
};
