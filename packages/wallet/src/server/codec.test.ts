import { createHash } from 'node:crypto';
import * as nt from 'nekoton-wasm/node';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB } from './testing/fake-devnet';
import { errorOf, setup, TEST_ABI } from './testing/helpers';

const idOf = (boc: string) => Number(nt.unpackFromCell([{ name: 'id', type: 'uint32' }], boc, true).id);

describe('codec methods (nekoton)', () => {
  it('packIntoCell, unpackFromCell and getBocHash round-trip', async () => {
    const { session } = setup('basic');
    const structure = [
      { name: 'a', type: 'uint32' },
      { name: 'who', type: 'address' },
    ];
    const packed = (await session.request('packIntoCell', { structure, data: { a: 7, who: ALICE.address } })) as {
      boc: string;
      hash: string;
    };
    expect(packed.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await session.request('getBocHash', { boc: packed.boc })).toEqual({ hash: packed.hash });
    expect(await session.request('unpackFromCell', { structure, boc: packed.boc, allowPartial: false })).toEqual({
      data: { a: '7', who: ALICE.address },
    });
    expect((await errorOf(session.request('getBocHash', { boc: 'garbage' }))).message).toMatch(/^getBocHash: /);
    expect((await errorOf(session.request('unpackFromCell', { structure, boc: packed.boc }))).message).toMatch(
      /"allowPartial" must be a boolean/,
    );
  });

  it('encodeInternalInput and decodeInput', async () => {
    const { session } = setup('basic');
    const { boc } = (await session.request('encodeInternalInput', {
      abi: TEST_ABI,
      method: 'transfer',
      params: { to: BOB.address, amount: '100' },
    })) as { boc: string };
    const decoded = { method: 'transfer', input: { to: BOB.address, amount: '100' } };
    expect(
      await session.request('decodeInput', { body: boc, abi: TEST_ABI, method: 'transfer', internal: true }),
    ).toEqual(decoded);
    expect(
      await session.request('decodeInput', { body: boc, abi: TEST_ABI, method: ['ping', 'transfer'], internal: true }),
    ).toEqual(decoded);
    expect(
      await session.request('decodeInput', { body: boc, abi: TEST_ABI, method: ['ping'], internal: true }),
    ).toBeNull();
    expect(
      (
        await errorOf(
          session.request('encodeInternalInput', { abi: TEST_ABI, method: 'transfer', params: { to: 'x' } }),
        )
      ).message,
    ).toMatch(/^encodeInternalInput: /);
  });

  it('decodeOutput, decodeEvent, decodeTransaction and decodeTransactionEvents', async () => {
    const { session } = setup('basic');
    const body = nt.encodeInternalInput(TEST_ABI, 'transfer', { to: BOB.address, amount: '1' });
    const output = nt.packIntoCell(
      [
        { name: 'id', type: 'uint32' },
        { name: 'ok', type: 'bool' },
      ],
      { id: (idOf(body) | 0x80000000) >>> 0, ok: true },
    ).boc;
    expect(await session.request('decodeOutput', { body: output, abi: TEST_ABI, method: 'transfer' })).toEqual({
      method: 'transfer',
      output: { ok: true },
    });
    // Event ids: first 4 bytes of sha256("Done(uint32)v2") with the top bit cleared.
    const eventId =
      Number.parseInt(createHash('sha256').update('Done(uint32)v2').digest('hex').slice(0, 8), 16) & 0x7fffffff;
    const eventBody = nt.packIntoCell(
      [
        { name: 'id', type: 'uint32' },
        { name: 'v', type: 'uint32' },
      ],
      { id: eventId, v: 9 },
    ).boc;
    const done = { event: 'Done', data: { v: '9' } };
    expect(await session.request('decodeEvent', { body: eventBody, abi: TEST_ABI, event: 'Done' })).toEqual(done);
    expect(await session.request('decodeEvent', { body: output, abi: TEST_ABI, event: ['Done'] })).toBeNull();
    const tx = {
      id: { lt: '1', hash: '00'.repeat(32) },
      createdAt: 1,
      aborted: false,
      exitCode: 0,
      origStatus: 'active',
      endStatus: 'active',
      totalFees: '0',
      inMessage: {
        hash: '11'.repeat(32),
        src: ALICE.address,
        dst: BOB.address,
        value: '1',
        bounce: true,
        bounced: false,
        body,
      },
      outMessages: [
        { hash: '22'.repeat(32), src: BOB.address, value: '0', bounce: false, bounced: false, body: output },
        { hash: '33'.repeat(32), src: BOB.address, value: '0', bounce: false, bounced: false, body: eventBody },
      ],
    };
    expect(await session.request('decodeTransaction', { transaction: tx, abi: TEST_ABI, method: 'transfer' })).toEqual({
      method: 'transfer',
      input: { to: BOB.address, amount: '1' },
      output: { ok: true },
    });
    expect(await session.request('decodeTransactionEvents', { transaction: tx, abi: TEST_ABI })).toEqual({
      events: [done],
    });
    expect(
      (
        await errorOf(
          session.request('decodeTransaction', { transaction: { id: 1 }, abi: TEST_ABI, method: 'transfer' }),
        )
      ).message,
    ).toMatch(/"transaction.inMessage" must be an object/);
    expect((await errorOf(session.request('decodeEvent', { body: output, abi: TEST_ABI }))).message).toMatch(
      /"event" must be a string or an array/,
    );
  });
});
