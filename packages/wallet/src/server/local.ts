/**
 * `executeLocal`: a message run on a copy of an account's state by the devnet's own executor (nothing is
 * committed), as the extension runs it with nekoton's local executor. Internal payloads are encoded here; an
 * external call is encoded by the devnet with the account's ABI headers (unsigned: the devnet checks no signature).
 */
import type { FullContractState } from 'everscale-inpage-provider';
import type { LocalMessage } from '@tycho/devnet';
import type { MethodTable } from './context';
import { checkBoc, encodeCall } from './codec';
import type { Params, Validator } from './validate';

/** A FullContractState the page passes back (only its BOC names the state). */
export function readCachedState(v: Validator, p: Params): FullContractState | undefined {
  if (p.cachedState == null) return undefined;
  const state = v.object(p, 'cachedState');
  if (typeof state.boc !== 'string') v.fail('"cachedState.boc" must be a string');
  return state as unknown as FullContractState;
}

function internalBody(v: Validator, payload: unknown): string | undefined {
  if (payload == null || payload === '') return undefined;
  if (typeof payload === 'string') {
    try {
      checkBoc(payload);
    } catch (error) {
      v.fail(`"payload" is not a valid base64 BOC (${(error as Error).message})`);
    }
    return payload;
  }
  const call = v.functionCall(payload, 'payload');
  try {
    return encodeCall(call.abi, call.method, call.params);
  } catch (error) {
    return v.fail(`cannot encode payload ${call.method}: ${(error as Error).message}`);
  }
}

function readMessage(v: Validator, p: Params): LocalMessage {
  const header = v.object(p, 'messageHeader');
  const type = v.string(header, 'type');
  if (type === 'external') {
    const publicKey = v.string(header, 'publicKey');
    if (typeof p.payload === 'string') return { type, body: internalBody(v, p.payload), publicKey };
    const call = v.functionCall(p.payload, 'payload');
    return { type, call: { abi: call.abi, method: call.method, params: call.params }, publicKey };
  }
  if (type !== 'internal') return v.fail(`"messageHeader.type" must be "external" or "internal", got "${type}"`);
  return {
    type,
    sender: v.address(header, 'sender'),
    amount: v.amount(header, 'amount'),
    bounce: v.boolean(header, 'bounce'),
    bounced: v.optionalBoolean(header, 'bounced') ?? false,
    body: internalBody(v, p.payload),
  };
}

export const localMethods: MethodTable = {
  executeLocal: {
    permission: 'basic',
    handler: (ctx, v, params) => {
      const p = v.params(params);
      const address = v.address(p, 'address');
      if (p.stateInit != null)
        v.fail('"stateInit" is not supported by the Tycho dev wallet (devnet contracts have no TVC)');
      const executor = p.executorParams == null ? {} : v.object(p, 'executorParams');
      const overrideBalance = executor.overrideBalance == null ? undefined : v.amount(executor, 'overrideBalance');
      const message = readMessage(v, p);
      try {
        const result = ctx.devnet.executeLocal({
          address,
          cachedState: readCachedState(v, p),
          message,
          overrideBalance,
        });
        return { transaction: result.transaction, newState: result.newState, output: undefined };
      } catch (error) {
        return v.fail((error as Error).message);
      }
    },
  },
};
