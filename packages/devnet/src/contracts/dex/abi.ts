/**
 * The ABIs the DEX models decode their inbound messages with: the published ABI (@tycho/abi) plus the callbacks the
 * devnet's own plumbing needs (token root answers, mint notifications, pool activation). The extra functions are
 * devnet-internal: nobody outside the DEX calls them. Each model ABI exists as a typed object (for typed handlers
 * and calls) and as its JSON text.
 */
import {
  abiJson,
  type AbiFunctionLike,
  DexAccountAbi,
  DexPairAbi,
  DexRootAbi,
  DexStablePairAbi,
  DexStablePoolAbi,
  TokenCallbacksAbi,
} from '@tycho/abi';
import { functionId } from '../../engine/codec';
import { must } from '../../engine/must';

const onTokenDecimals = {
  name: 'onTokenDecimals',
  inputs: [{ name: '_decimals', type: 'uint8' }],
  outputs: [],
} as const;
const onTokenSymbol = { name: 'onTokenSymbol', inputs: [{ name: '_symbol', type: 'string' }], outputs: [] } as const;
const onPoolActive = {
  name: 'onPoolActive',
  inputs: [
    { name: '_roots', type: 'address[]' },
    { name: '_poolType', type: 'uint8' },
    { name: '_lp', type: 'address' },
    { name: '_remainingGasTo', type: 'address' },
  ],
  outputs: [],
} as const;
const onAcceptTokensMint = must(
  TokenCallbacksAbi.functions.find((f) => f.name === 'onAcceptTokensMint'),
  'onAcceptTokensMint in the token callbacks ABI',
);

type Extended<A extends { functions: readonly AbiFunctionLike[] }, X extends readonly AbiFunctionLike[]> = Omit<
  A,
  'functions'
> & { functions: readonly (A['functions'][number] | X[number])[] };

/** The ABI with the extra functions it does not already have. */
function extend<A extends { functions: readonly AbiFunctionLike[] }, const X extends readonly AbiFunctionLike[]>(
  abi: A,
  extra: X,
): Extended<A, X> {
  const names = new Set(abi.functions.map((f) => f.name));
  return { ...abi, functions: [...abi.functions, ...extra.filter((f) => !names.has(f.name))] };
}

export const PairModel = extend(DexPairAbi, [onTokenDecimals, onTokenSymbol, onAcceptTokensMint]);
export const StablePairModel = extend(DexStablePairAbi, [onTokenDecimals, onTokenSymbol, onAcceptTokensMint]);
export const StablePoolModel = extend(DexStablePoolAbi, [onTokenDecimals, onTokenSymbol, onAcceptTokensMint]);
export const RootModel = extend(DexRootAbi, [onPoolActive]);
export const AccountModel = DexAccountAbi;

export const PairModelAbi = abiJson(PairModel);
export const StablePairModelAbi = abiJson(StablePairModel);
export const StablePoolModelAbi = abiJson(StablePoolModel);
export const RootModelAbi = abiJson(RootModel);
export const AccountModelAbi = abiJson(AccountModel);

/** Answer ids: what a pool / account asks a token root to call back. */
export const answerIds = {
  poolWallet: () => functionId(PairModelAbi, 'onTokenWallet'),
  poolDecimals: () => functionId(PairModelAbi, 'onTokenDecimals'),
  poolSymbol: () => functionId(PairModelAbi, 'onTokenSymbol'),
  accountWallet: () => functionId(AccountModelAbi, 'onTokenWallet'),
};
