/**
 * A getter call as a real node runs it, on one account's state: the input is encoded with the caller's ABI and read
 * by the contract with its own (so the model's getter sees its ABI's names), and the answer goes back the same way.
 * Shared by the devnet (`runLocal`) and its read-only replica (an `api` process).
 */
import type { RawTokensObject } from 'everscale-inpage-provider';
import type { RunLocalResult } from '../api';
import { parseAbi, translateTokens } from './codec';
import { ExitCode, RunLocalCode } from './constants';
import { type AccountRecord, type Address, ContractError, type ContractModel } from './types';

export interface GetterEnv {
  now: number;
  model(kind: string): ContractModel;
  addressOf(kind: string, init: Record<string, unknown>): Address;
}

export function runGetter(
  a: AccountRecord | undefined,
  env: GetterEnv,
  address: Address,
  abi: string,
  method: string,
  input: RawTokensObject,
): RunLocalResult {
  if (!a?.kind) return { code: RunLocalCode.NOT_DEPLOYED };
  const model = env.model(a.kind);
  const getter = model.getters[method];
  const parsed = parseAbi(abi);
  const entry = parsed.functions.get(method);
  if (!getter || !entry) return { code: RunLocalCode.UNKNOWN_METHOD };
  const own = parseAbi(model.abi).functions.get(method) ?? entry;
  const withAnswerId =
    entry.inputs[0]?.name === 'answerId' && !('answerId' in input) ? { answerId: 0, ...input } : input;
  let decoded: Record<string, unknown>;
  try {
    decoded = translateTokens(entry.inputs, own.inputs, withAnswerId, parsed.version);
  } catch {
    return { code: RunLocalCode.BAD_INPUT };
  }
  try {
    const output = getter(a.state, decoded, {
      self: address,
      now: env.now,
      balance: a.balance,
      addressOf: env.addressOf,
    });
    return { code: 0, output: translateTokens(own.outputs ?? [], entry.outputs ?? [], output, parsed.version) };
  } catch (error) {
    if (error instanceof ContractError) return { code: error.exitCode };
    console.error(`devnet: getter ${method} of ${a.kind} failed`, error);
    return { code: ExitCode.INTERNAL_ERROR };
  }
}
