/**
 * VoteEscrow events into the `dao_events` read model: every event of every account that answers the VoteEscrow's
 * `getVotingDetails` (others are remembered as not one). The DAO API (apps/server/src/dao) derives its answers from
 * these rows.
 */
import type { RawTransaction } from 'everscale-inpage-provider';
import { VoteEscrowAbi } from '@tycho/abi';
import { schema, type Db } from '@tycho/db';
import { callGetter, type ChainReader } from '../chain/reader';
import { transactionEvents } from '../chain/events';
import type { DaoEvent } from './events';

export class VoteEscrowResolver {
  private readonly known = new Map<string, boolean>();

  constructor(private readonly chain: ChainReader) {}

  isVoteEscrow(address: string): boolean {
    let yes = this.known.get(address);
    if (yes === undefined) {
      yes = callGetter(this.chain, address, VoteEscrowAbi, 'getVotingDetails', {}) !== undefined;
      this.known.set(address, yes);
    }
    return yes;
  }
}

/** The user or gauge an event is about (the API filters on it). */
function subjectOf(data: Record<string, unknown>): string | null {
  const v = data.user ?? data.gauge;
  return typeof v === 'string' ? v : null;
}

export function decodeDaoTransaction(resolver: VoteEscrowResolver, account: string, tx: RawTransaction): DaoEvent[] {
  if (tx.aborted || !resolver.isVoteEscrow(account)) return [];
  return transactionEvents(VoteEscrowAbi, tx).map(({ event, data }, eventIndex) => ({
    type: 'dao' as const,
    voteEscrow: account,
    event,
    data: data as Record<string, unknown>,
    subject: subjectOf(data as Record<string, unknown>),
    lt: BigInt(tx.id.lt),
    time: tx.createdAt,
    transactionHash: tx.id.hash,
    eventIndex,
  }));
}

export async function insertDaoEvents(db: Db, events: DaoEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(schema.daoEvents)
    .values(
      events.map((e) => ({
        transactionHash: e.transactionHash,
        eventIndex: e.eventIndex,
        voteEscrow: e.voteEscrow,
        event: e.event,
        subject: e.subject,
        lt: e.lt,
        timestamp: e.time,
        data: e.data,
      })),
    )
    .onConflictDoNothing();
}
