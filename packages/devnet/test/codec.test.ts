import * as nt from 'nekoton-wasm/node';
import { DexPairAbiJson, TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { describe, expect, it } from 'vitest';
import { decodeCall, encodeCall, parseAbi } from '../src/engine/codec';

const ADDRESS = `0:${'1'.repeat(64)}`;
const text = (abi: unknown) => (typeof abi === 'string' ? abi : JSON.stringify(abi));

/** Calls of three contracts' ABIs, each with the inputs it takes. */
const CALLS: [unknown, string, Record<string, unknown>][] = [
  [
    TokenWalletAbiJson,
    'transfer',
    {
      amount: 5n,
      recipient: ADDRESS,
      deployWalletValue: 0n,
      remainingGasTo: ADDRESS,
      notify: true,
      payload: 'te6ccgEBAQEAAgAAAA==',
    },
  ],
  [TokenRootAbiJson, 'walletOf', { answerId: 0, walletOwner: ADDRESS }],
  [DexPairAbiJson, 'getRoot', { answerId: 7 }],
];

describe('codec: one function at a time', () => {
  it.each(CALLS)('encodes and decodes %#  as the whole ABI does', (abi, method, params) => {
    const json = text(abi);
    const body = encodeCall(json, method, params);
    // nekoton with the whole ABI gives the same body and the same decoded call
    const plain = JSON.parse(JSON.stringify(params, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
    expect(body).toBe(nt.encodeInternalInput(json, method, plain));
    const whole = nt.decodeInput(body, json, parseAbi(json).functionNames, true);
    expect(decodeCall(json, body)).toEqual({ method: whole!.method, input: whole!.input });
  });

  it("answers nothing for a body that is none of the ABI's calls, as the whole ABI does", () => {
    const wallet = text(TokenWalletAbiJson);
    const rootCall = encodeCall(text(TokenRootAbiJson), 'walletOf', { answerId: 0, walletOwner: ADDRESS });
    expect(nt.decodeInput(rootCall, wallet, parseAbi(wallet).functionNames, true)).toBeUndefined();
    expect(decodeCall(wallet, rootCall)).toBeUndefined();
    expect(decodeCall(wallet, 'te6ccgEBAQEAAgAAAA==')).toBeUndefined();
  });
});
