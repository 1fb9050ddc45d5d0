/** Read-only chain methods answered from the devnet. */
import type { FullContractState } from 'everscale-inpage-provider';
import type { MethodTable } from './context';
import { expectedAddressDetails } from './codec';
import { readCachedState } from './local';

const DEFAULT_PAGE = 50;
const MAX_PAGE = 500;

function requireDeployed(state: FullContractState | undefined, fail: (m: string) => never): FullContractState {
  if (!state) return fail('Account not found');
  if (!state.isDeployed) return fail('Account is not deployed');
  return state;
}

export const chainMethods: MethodTable = {
  getFullContractState: {
    permission: 'basic',
    handler: (ctx, v, params) => {
      const p = v.params(params);
      return { state: ctx.devnet.getFullContractState(v.address(p, 'address')) };
    },
  },
  runLocal: {
    permission: 'basic',
    handler: (ctx, v, params) => {
      const p = v.params(params);
      const address = v.address(p, 'address');
      const call = v.functionCall(p.functionCall, 'functionCall');
      const responsible = v.optionalBoolean(p, 'responsible') ?? false;
      const cachedState = readCachedState(v, p);
      requireDeployed(cachedState ?? ctx.devnet.getFullContractState(address), (m) => v.fail(m));
      const { output, code } = ctx.devnet.runLocal(
        address,
        call.abi,
        call.method,
        call.params,
        responsible,
        cachedState,
      );
      return { output, code };
    },
  },
  getTransactions: {
    permission: 'basic',
    handler: async (ctx, v, params) => {
      const p = v.params(params);
      const address = v.address(p, 'address');
      const continuation = v.transactionId(p, 'continuation');
      const limit = v.optionalNumber(p, 'limit') ?? DEFAULT_PAGE;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
        v.fail(`"limit" must be an integer from 1 to ${MAX_PAGE}`);
      const page = await ctx.devnet.getTransactions(address, continuation, limit);
      return { transactions: page.transactions, continuation: page.continuation, info: page.info };
    },
  },
  getTransaction: {
    permission: 'basic',
    handler: async (ctx, v, params) => {
      const p = v.params(params);
      return { transaction: await ctx.devnet.getTransaction(v.string(p, 'hash')) };
    },
  },
  findTransaction: {
    permission: 'basic',
    handler: async (ctx, v, params) => {
      const p = v.params(params);
      const hash = v.optionalString(p, 'inMessageHash');
      return { transaction: hash == null ? undefined : await ctx.devnet.findTransaction(hash) };
    },
  },
  getExpectedAddress: {
    permission: 'basic',
    handler: (ctx, v, params) => {
      const p = v.params(params);
      const tvc = v.string(p, 'tvc');
      const abi = v.string(p, 'abi');
      const workchain = v.optionalNumber(p, 'workchain') ?? 0;
      const publicKey = v.optionalString(p, 'publicKey');
      const initParams = v.object(p, 'initParams') as Parameters<typeof ctx.devnet.getExpectedAddress>[4];
      const address = ctx.devnet.getExpectedAddress(tvc, abi, workchain, publicKey, initParams);
      // The devnet decides addresses; nekoton adds the state init and hash when it can build them from this TVC.
      let details: { stateInit: string; hash: string } | undefined;
      try {
        const real = expectedAddressDetails(tvc, abi, workchain, publicKey, initParams);
        details = { stateInit: real.stateInit, hash: real.address === address ? real.hash : address.split(':')[1] };
      } catch {
        details = undefined;
      }
      return { address, stateInit: details?.stateInit ?? '', hash: details?.hash ?? address.split(':')[1] };
    },
  },
};
