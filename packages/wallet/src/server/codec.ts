/** ABI encoding and decoding methods, answered with nekoton-wasm so the page loads no WASM. */
import * as nt from 'nekoton-wasm/node';
import type { MethodTable } from './context';
import type { Validator } from './validate';

type NtTransaction = Parameters<typeof nt.decodeTransaction>[0];
type NtParams = Parameters<typeof nt.packIntoCell>[0];
type NtTokens = Parameters<typeof nt.packIntoCell>[1];

function abiVersion(v: Validator, p: Record<string, unknown>): string | undefined {
  return v.optionalString(p, 'abiVersion');
}

function transaction(v: Validator, p: Record<string, unknown>): NtTransaction {
  const tx = v.object(p, 'transaction');
  if (typeof tx.inMessage !== 'object' || tx.inMessage === null) v.fail('"transaction.inMessage" must be an object');
  if (!Array.isArray(tx.outMessages)) v.fail('"transaction.outMessages" must be an array');
  return tx as unknown as NtTransaction;
}

export const codecMethods: MethodTable = {
  getBocHash: {
    permission: 'basic',
    handler: (_ctx, v, params) => {
      const p = v.params(params);
      return { hash: nt.getBocHash(v.string(p, 'boc')) };
    },
  },
  packIntoCell: {
    permission: 'basic',
    handler: (_ctx, v, params) => {
      const p = v.params(params);
      const structure = v.array(p, 'structure') as NtParams;
      const data = v.object(p, 'data') as NtTokens;
      const { boc, hash } = nt.packIntoCell(structure, data, abiVersion(v, p));
      return { boc, hash };
    },
  },
  unpackFromCell: {
    permission: 'basic',
    handler: (_ctx, v, params) => {
      const p = v.params(params);
      const structure = v.array(p, 'structure') as NtParams;
      const data = nt.unpackFromCell(structure, v.string(p, 'boc'), v.boolean(p, 'allowPartial'), abiVersion(v, p));
      return { data };
    },
  },
  encodeInternalInput: {
    permission: 'basic',
    handler: (_ctx, v, params) => {
      const call = v.functionCall(params, 'params');
      return { boc: nt.encodeInternalInput(call.abi, call.method, call.params as NtTokens) };
    },
  },
  decodeInput: {
    permission: 'basic',
    handler: (_ctx, v, params) => {
      const p = v.params(params);
      const decoded = nt.decodeInput(
        v.string(p, 'body'),
        v.string(p, 'abi'),
        v.methodOrArray(p, 'method'),
        v.boolean(p, 'internal'),
      );
      return decoded ?? null;
    },
  },
  decodeOutput: {
    permission: 'basic',
    handler: (_ctx, v, params) => {
      const p = v.params(params);
      return nt.decodeOutput(v.string(p, 'body'), v.string(p, 'abi'), v.methodOrArray(p, 'method')) ?? null;
    },
  },
  decodeEvent: {
    permission: 'basic',
    handler: (_ctx, v, params) => {
      const p = v.params(params);
      return nt.decodeEvent(v.string(p, 'body'), v.string(p, 'abi'), v.methodOrArray(p, 'event')) ?? null;
    },
  },
  decodeTransaction: {
    permission: 'basic',
    handler: (_ctx, v, params) => {
      const p = v.params(params);
      const tx = transaction(v, p);
      return nt.decodeTransaction(tx, v.string(p, 'abi'), v.methodOrArray(p, 'method')) ?? null;
    },
  },
  decodeTransactionEvents: {
    permission: 'basic',
    handler: (_ctx, v, params) => {
      const p = v.params(params);
      const tx = transaction(v, p);
      return { events: nt.decodeTransactionEvents(tx, v.string(p, 'abi')) };
    },
  },
};

/** Encodes a function call into an internal message body (base64 BOC). */
export function encodeCall(abi: string, method: string, params: Record<string, unknown>): string {
  return nt.encodeInternalInput(abi, method, params as NtTokens);
}

/** Throws unless `boc` is a valid base64 BOC. */
export function checkBoc(boc: string): void {
  nt.getBocHash(boc);
}

export function expectedAddressDetails(
  tvc: string,
  abi: string,
  workchain: number,
  publicKey: string | undefined,
  initParams: Record<string, unknown>,
) {
  return nt.getExpectedAddress(tvc, abi, workchain, publicKey, initParams as NtTokens);
}
