import {
  DexPairAbiJson,
  DexStablePairAbiJson,
  DexStablePoolAbiJson,
  TokenRootAbiJson,
  TokenWalletAbiJson,
  VaultTokenWalletAbiJson,
  WrappedCurrencyVaultAbiJson,
} from '@tycho/abi';
import type { CrossSwapPayloadRequest, CrossSwapPayloadResponse, Route } from '@tycho/api';
import { encodeCombo, type Devnet } from '@tycho/devnet';
import { BadRequestError } from '../http/errors';

const TYCHO = 1_000_000_000n;
/** Native coin attached to a swap: the first pool's operation plus one TYCHO per further step (unused gas returns). */
export const swapGas = (steps: number) => 3n * TYCHO + BigInt(Math.max(0, steps - 1)) * TYCHO;
const DEPLOY_WALLET_GRAMS = TYCHO / 10n;
const ABI = { common: DexPairAbiJson, stable: DexStablePairAbiJson, stablepool: DexStablePoolAbiJson } as const;

interface AbiFunction {
  name: string;
  inputs: { name: string; type: string }[];
}

const norm = (name: string) => name.replace(/_/g, '').toLowerCase();

/** Runs a payload-builder getter, naming the inputs as this pool's ABI spells them (`_id` or `id`, ...). */
function build(
  devnet: Devnet,
  pool: string,
  kind: keyof typeof ABI,
  method: string,
  values: Record<string, unknown>,
): string {
  const abi = ABI[kind];
  const fn = (JSON.parse(abi) as { functions: AbiFunction[] }).functions.find((f) => f.name === method);
  if (!fn) throw new Error(`${kind} pools have no ${method}`);
  const input: Record<string, unknown> = {};
  for (const param of fn.inputs) {
    const value = values[norm(param.name)];
    input[param.name] = value === undefined ? (param.type.startsWith('optional') ? null : 0) : value;
  }
  const result = devnet.runLocal(pool, abi, method, input as never);
  if (result.code !== 0 || !result.output) throw new Error(`${method} on ${pool} failed with code ${result.code}`);
  return String((result.output as Record<string, unknown>).value0);
}

function walletOf(devnet: Devnet, root: string, owner: string): string {
  const result = devnet.runLocal(root, TokenRootAbiJson, 'walletOf', { answerId: 0, walletOwner: owner } as never);
  if (result.code !== 0 || !result.output) throw new Error(`walletOf on ${root} failed with code ${result.code}`);
  return String((result.output as Record<string, unknown>).value0);
}

/** The pool payload of a route: one step by its action's builder, several steps as a cross-pair exchange. */
function routePayload(devnet: Devnet, route: Route, body: CrossSwapPayloadRequest): string {
  const [first, ...rest] = route.steps;
  const common = {
    id: body.id,
    deploywalletgrams: DEPLOY_WALLET_GRAMS.toString(),
    recipient: body.recipient.toLowerCase(),
    referrer: body.referrer?.toLowerCase() ?? `0:${'0'.repeat(64)}`,
    successpayload: null,
    cancelpayload: null,
    tonative: body.nativeInfo === 'receivenative' ? true : null,
    expectedamount: first.minExpectedAmount,
    outcoming: first.receiveCurrencyAddress,
  };
  const pool = first.poolAddress;
  const v2 = first.poolType === 'stablepool' ? '' : 'V2';
  if (rest.length === 0) {
    if (first.actionType === 'deposit')
      return build(devnet, pool, first.poolType, 'buildDepositLiquidityPayload', common);
    if (first.actionType === 'withdraw')
      return build(devnet, pool, first.poolType, 'buildWithdrawLiquidityOneCoinPayload', common);
    return build(devnet, pool, first.poolType, `buildExchangePayload${v2}`, common);
  }
  const steps = rest.map((step, k) => ({
    amount: step.minExpectedAmount,
    roots: [step.spentCurrencyAddress, step.receiveCurrencyAddress],
    outcoming: step.receiveCurrencyAddress,
    numerator: '1',
    nextStepIndices: k + 1 < rest.length ? [k + 1] : [],
  }));
  return build(devnet, pool, first.poolType, `buildCrossPairExchangePayload${v2}`, {
    ...common,
    nextstepindices: [0],
    steps,
  });
}

/**
 * The wallet call of a swap along `route`. Token mode: a transfer from the user's token wallet to the first pool.
 * spendonlynative: `wrap` on the vault, minting the amount to the first pool with the swap payload. Combo:
 * `acceptNative` on the user's own WTYCHO wallet with a combo payload (devnet `encodeCombo`). receivenative: the
 * pool payload asks the last pool to unwrap.
 */
export function buildSwapCall(devnet: Devnet, route: Route, body: CrossSwapPayloadRequest): CrossSwapPayloadResponse {
  if (route.steps.length === 0)
    throw new BadRequestError(
      'body.crossPairInput: route does not exist (no pools connect the tokens within the depth and minimum TVL)',
    );
  const first = route.steps[0];
  const amount = BigInt(first.amount);
  const gas = swapGas(route.steps.length);
  const payload = routePayload(devnet, route, body);
  const recipient = body.recipient.toLowerCase();
  const base = { id: body.id, route, payload };
  const mode = body.nativeInfo;
  if (mode === 'spendonlynative' || mode === 'spendnativeandwrappednative') {
    const wtycho = devnet.addresses().wtycho;
    if (!wtycho || first.spentCurrencyAddress !== wtycho) {
      throw new BadRequestError(`body.nativeInfo: ${mode} needs a route that spends the wrapped native token`);
    }
    const tokenPart =
      mode === 'spendonlynative' ? 0n : BigInt(body.tokenBalance) < amount ? BigInt(body.tokenBalance) : amount;
    const amountToWrap = amount - tokenPart;
    if (BigInt(body.nativeBalance) < amountToWrap + gas) {
      throw new BadRequestError(
        `body.nativeBalance: insufficient native balance: ${amountToWrap + gas} needed (amount to wrap plus gas)`,
      );
    }
    if (mode === 'spendonlynative') {
      return {
        ...base,
        walletOfDestination: devnet.addresses().vault,
        abi: WrappedCurrencyVaultAbiJson,
        abiFunction: 'wrap',
        gas: (amountToWrap + gas).toString(),
        amountToWrap: amountToWrap.toString(),
      };
    }
    const combo = encodeCombo({
      total: amount,
      poolWallet: walletOf(devnet, wtycho, first.poolAddress),
      swapPayload: payload,
    });
    return {
      ...base,
      payload: combo,
      walletOfDestination: walletOf(devnet, wtycho, recipient),
      abi: VaultTokenWalletAbiJson,
      abiFunction: 'acceptNative',
      gas: (amountToWrap + gas).toString(),
      amountToWrap: amountToWrap.toString(),
    };
  }
  if (BigInt(body.tokenBalance) < amount) {
    throw new BadRequestError(
      `body.tokenBalance: insufficient token balance: ${amount} needed, ${body.tokenBalance} held`,
    );
  }
  if (BigInt(body.nativeBalance) < gas) {
    throw new BadRequestError(`body.nativeBalance: insufficient native balance for gas: ${gas} needed`);
  }
  return {
    ...base,
    walletOfDestination: walletOf(devnet, first.spentCurrencyAddress, recipient),
    abi: TokenWalletAbiJson,
    abiFunction: 'transfer',
    gas: gas.toString(),
    amountToWrap: null,
  };
}
