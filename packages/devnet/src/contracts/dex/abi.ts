/**
 * The ABIs the DEX models decode their inbound messages with: the published ABI (@tycho/abi) plus the callbacks the
 * devnet's own plumbing needs (token root answers, mint notifications, pool activation). The extra functions are
 * devnet-internal: nobody outside the DEX calls them.
 */
import {
  DexAccountAbi,
  DexPairAbi,
  DexRootAbi,
  DexStablePairAbi,
  DexStablePoolAbi,
  TokenCallbacksAbi,
} from '@tycho/abi';
import { functionId } from '../../engine/codec';

type Fn = { name: string; inputs: readonly { name: string; type: string }[]; outputs: readonly unknown[] };

const internal = {
  onTokenDecimals: { name: 'onTokenDecimals', inputs: [{ name: '_decimals', type: 'uint8' }], outputs: [] },
  onTokenSymbol: { name: 'onTokenSymbol', inputs: [{ name: '_symbol', type: 'string' }], outputs: [] },
  onPoolActive: {
    name: 'onPoolActive',
    inputs: [
      { name: '_roots', type: 'address[]' },
      { name: '_poolType', type: 'uint8' },
      { name: '_lp', type: 'address' },
      { name: '_remainingGasTo', type: 'address' },
    ],
    outputs: [],
  },
} satisfies Record<string, Fn>;

const mint = TokenCallbacksAbi.functions.find((f) => f.name === 'onAcceptTokensMint')!;

function extend(abi: { functions: readonly Fn[] }, extra: Fn[]): string {
  const names = new Set(abi.functions.map((f) => f.name));
  return JSON.stringify({ ...abi, functions: [...abi.functions, ...extra.filter((f) => !names.has(f.name))] });
}

const poolExtra = [internal.onTokenDecimals, internal.onTokenSymbol, mint as Fn];
export const PairModelAbi = extend(DexPairAbi, poolExtra);
export const StablePairModelAbi = extend(DexStablePairAbi, poolExtra);
export const StablePoolModelAbi = extend(DexStablePoolAbi, poolExtra);
export const RootModelAbi = extend(DexRootAbi, [internal.onPoolActive]);
export const AccountModelAbi = extend(DexAccountAbi, []);

/** Answer ids: what a pool / account asks a token root to call back. */
export const answerIds = {
  poolWallet: () => functionId(PairModelAbi, 'onTokenWallet'),
  poolDecimals: () => functionId(PairModelAbi, 'onTokenDecimals'),
  poolSymbol: () => functionId(PairModelAbi, 'onTokenSymbol'),
  accountWallet: () => functionId(AccountModelAbi, 'onTokenWallet'),
};
