import { describe, expect, it } from 'vitest';
import { confirmView } from './confirm';

const owner = '0:o';

describe('confirmView', () => {
  it('names the side voted and the reason, and the button by the side', () => {
    const call = { type: 'vote', owner, voteEscrow: '0:e', proposalId: 4, support: false, reason: 'no' } as const;
    const view = confirmView(call);
    expect(view.confirm).toBe('proposals.voteAgainst');
    expect(view.lines.map((l) => [l.id, l.value])).toEqual([
      ['proposal', '#4'],
      ['support', 'proposals.vote.against'],
      ['reason', 'no'],
    ]);
    expect(confirmView({ ...call, support: true, reason: '' }).lines.map((l) => l.id)).toEqual(['proposal', 'support']);
  });

  it('warns before a cancel and before a create (a new contract the preview cannot follow)', () => {
    expect(confirmView({ type: 'cancel', owner, proposal: '0:p' }).note).toBe('proposals.cancel.warning');
    const create = confirmView({
      type: 'create',
      owner,
      daoRoot: '0:r',
      ton: [],
      eth: [],
      description: 'd',
      value: 1n,
    });
    expect(create.note).toBe('proposals.confirm.createNote');
    expect(create.lines).toEqual([{ id: 'actions', label: 'proposals.confirm.actions', value: '0' }]);
  });

  it('names the proposal of an unlock', () => {
    expect(confirmView({ type: 'unlockTokens', owner, voteEscrow: '0:e', proposalId: 9 }).lines[0]!.value).toBe('#9');
    const casted = confirmView({ type: 'unlockCasted', owner, voteEscrow: '0:e', proposalIds: [2] });
    expect([casted.title, casted.lines[0]!.value]).toEqual(['proposals.confirm.unlockCasted', '#2']);
  });

  it('Unlock all lists every proposal of the call', () => {
    const all = confirmView({ type: 'unlockCasted', owner, voteEscrow: '0:e', proposalIds: [6, 4, 2] });
    expect([all.title, all.lines]).toEqual([
      'proposals.confirm.unlockAll',
      [{ id: 'proposals', label: 'proposals.confirm.proposals', value: '#6, #4, #2' }],
    ]);
  });
});
