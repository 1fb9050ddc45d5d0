/**
 * What the server reads from a chain: getters, run locally on an account's current state. The devnet answers them
 * (`Devnet.runLocal`); a real network's node client (the provider's `runLocal`, nekoton's `runLocal` on a fetched
 * account) has the same shape. `callGetter` types a call by the ABI: a wrong input name or type is a compile error and
 * the answer is typed by the function's outputs.
 */
import type { RawTokensObject, RawTransaction, TransactionId } from 'everscale-inpage-provider';
import {
  abiJson,
  type AbiLike,
  type FunctionArgs,
  type FunctionName,
  type FunctionOutput,
  functionOutput,
  rawValues,
} from '@tycho/abi';

export interface ChainReader {
  /** The chain's clock, unix seconds (the latest block's time on a real network). */
  now(): number;
  /** Runs `method` of `abi` (JSON) on the account's current state; code 0 with the outputs, or the exit code. */
  runLocal(
    address: string,
    abi: string,
    method: string,
    input: RawTokensObject,
  ): { code: number; output?: RawTokensObject };
  /**
   * An account's state as the provider's `getFullContractState` answers it (its native coin balance, smallest
   * units); undefined for an account the chain does not know. Optional: readers that only run getters leave it out.
   */
  getFullContractState?(address: string): { balance: string } | undefined;
}

/**
 * An account's transactions, newest first, a page at a time from `continuation` (the provider's
 * `getTransactions`; the devnet answers it the same way).
 */
export interface AccountTransactions {
  getTransactions(
    address: string,
    continuation: TransactionId | undefined,
    limit: number,
  ): Promise<{ transactions: RawTransaction[]; continuation?: TransactionId }>;
}

/** The getter's outputs, or undefined when the account does not answer it (not deployed, unknown, failed). */
export function callGetter<A extends AbiLike, N extends FunctionName<A>>(
  chain: ChainReader,
  address: string,
  abi: A,
  method: N,
  args: NoInfer<FunctionArgs<A, N>>,
): FunctionOutput<A, N> | undefined {
  const result = chain.runLocal(address, abiJson(abi), method, rawValues(args));
  return result.code === 0 && result.output ? functionOutput(abi, method, result.output) : undefined;
}

/** Like `callGetter`, for a getter that must answer: throws with the exit code otherwise. */
export function requireGetter<A extends AbiLike, N extends FunctionName<A>>(
  chain: ChainReader,
  address: string,
  abi: A,
  method: N,
  args: NoInfer<FunctionArgs<A, N>>,
): FunctionOutput<A, N> {
  const result = chain.runLocal(address, abiJson(abi), method, rawValues(args));
  if (result.code !== 0 || !result.output) throw new Error(`${method} on ${address} failed with code ${result.code}`);
  return functionOutput(abi, method, result.output);
}
