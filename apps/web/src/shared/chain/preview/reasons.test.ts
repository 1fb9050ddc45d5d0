import { describe, expect, it } from 'vitest';
import { previewFails, reasonId } from './reasons';
import type { PreviewResult } from './types';

describe('preview reasons', () => {
  it('words TIP-3 and action-phase codes and keeps the code of the others', () => {
    expect(reasonId({ address: '0:a', index: 2, exitCode: 1060 })).toEqual({
      id: 'preview.reason.tokenBalance',
      code: 1060,
    });
    expect(reasonId({ address: '0:a', index: 2, exitCode: 0, resultCode: 37 })).toEqual({
      id: 'preview.reason.noCoin',
      code: 37,
    });
    expect(reasonId({ address: '0:a', index: 3, exitCode: 4242 })).toEqual({
      id: 'preview.reason.exitCode',
      code: 4242,
    });
  });

  it('fails on an aborted step or a failure the feature found, not on a clean or unfinished preview', () => {
    const done: PreviewResult = {
      kind: 'done',
      tokens: [],
      steps: [],
      native: { attached: 0n, returned: 0n, spent: 0n, fees: 0n },
    };
    expect(previewFails(done)).toBe(false);
    expect(previewFails({ ...done, kind: 'done', failure: { address: '0:a', index: 2, exitCode: 1060 } })).toBe(true);
    expect(previewFails(done, { step: 'Hop 2', reason: 'below its minimum' })).toBe(true);
    expect(previewFails({ kind: 'incomplete', reason: 'depth' })).toBe(false);
    expect(previewFails(undefined)).toBe(false);
  });
});
