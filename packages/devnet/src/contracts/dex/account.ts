/**
 * DexAccount: a user's account at the DEX (deployed by DexRoot at a deterministic address). Connecting a pool
 * (addPair / addPool → the pool's checkPair → checkPoolCallback) deploys the account's wallets for the pool's
 * tokens and LP token. Deposits are TIP-3 transfers with notify to those wallets; `withdraw` sends tokens out;
 * `depositLiquidityV2` / `withdrawLiquidityV2` move the tokens to the pool's wallets and then call the pool
 * (LP is minted to, and withdrawn tokens go to, the owner's wallets; cancelled operations come back here).
 */
import { DexAccountAbiJson, DexAccountCallbacksAbiJson, TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { EMPTY_CELL, functionId, ZERO_ADDRESS } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { type ContractModel, ensure, type HandlerContext } from '../../engine/types';
import { big, max, str } from '../tip3';
import { AccountModelAbi, answerIds, PairModelAbi } from './abi';
import { ACCOUNT_KIND, DexErrors, DexGas, VERSION } from './constants';
import { poolAddress } from './pool-io';

export interface DexAccountState {
  root: string;
  owner: string;
  vault: string;
  gasTo: string;
  balances: Record<string, bigint>;
  wallets: Record<string, string>;
  /** Connected pools by address. */
  pools: Record<string, { roots: string[]; lp: string }>;
}

type Ctx = HandlerContext<DexAccountState>;
type Op = { amount: string; root: string };

const onlyOwner = (ctx: Ctx) => ensure(ctx.sender === ctx.state.owner, DexErrors.NOT_MY_OWNER);
const finish = (ctx: Ctx, gasTo: string) => {
  ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));
  ctx.send({ to: gasTo, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
};

function debit(ctx: Ctx, root: string, amount: bigint) {
  const s = ctx.state;
  ensure(amount > 0n && (s.balances[root] ?? 0n) >= amount && s.wallets[root], DexErrors.NOT_ENOUGH_FUNDS);
  s.balances[root]! -= amount;
}

function sendTokens(ctx: Ctx, root: string, amount: bigint, recipient: string, dwv: bigint, gasTo: string) {
  ctx.send({
    to: ctx.state.wallets[root]!,
    value: DexGas.TRANSFER + dwv,
    bounce: true,
    call: {
      abi: TokenWalletAbiJson,
      method: 'transfer',
      params: { amount, recipient, deployWalletValue: dwv, remainingGasTo: gasTo, notify: false, payload: EMPTY_CELL },
    },
  });
}

function poolByLp(ctx: Ctx, lp: string): [string, { roots: string[]; lp: string }] {
  const found = Object.entries(ctx.state.pools).find(([, p]) => p.lp === lp);
  ensure(found, DexErrors.UNKNOWN_POOL);
  return found!;
}

function connect(ctx: Ctx, roots: string[]) {
  onlyOwner(ctx);
  ctx.send({
    to: poolAddress(ctx, ctx.state.root, roots),
    flag: Flag.REMAINING_GAS,
    bounce: true,
    call: { abi: PairModelAbi, method: 'checkPair', params: { _accountOwner: ctx.state.owner, value1: 0 } },
  });
}

function depositLiquidity(
  ctx: Ctx,
  callId: unknown,
  ops: Op[],
  expected: Op,
  autoChange: boolean,
  gasTo: string,
  referrer: string,
) {
  onlyOwner(ctx);
  const [pool] = poolByLp(ctx, str(expected.root));
  ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));
  for (const op of ops) {
    if (big(op.amount) === 0n) continue;
    debit(ctx, str(op.root), big(op.amount));
    sendTokens(ctx, str(op.root), big(op.amount), pool, 0n, gasTo);
  }
  ctx.emit(DexAccountAbiJson, 'DepositLiquidity', { operations: ops, autoChange });
  ctx.send({
    to: pool,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: true,
    call: {
      abi: PairModelAbi,
      method: 'depositLiquidity',
      params: {
        _callId: callId,
        _operations: ops,
        _expected: expected,
        _autoChange: autoChange,
        _accountOwner: ctx.state.owner,
        value5: 0,
        _remainingGasTo: gasTo,
        _referrer: referrer,
      },
    },
  });
}

function withdrawLiquidity(ctx: Ctx, callId: unknown, op: Op, expected: Op[], gasTo: string) {
  onlyOwner(ctx);
  const lp = str(op.root);
  const [pool, info] = poolByLp(ctx, lp);
  ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));
  debit(ctx, lp, big(op.amount));
  sendTokens(ctx, lp, big(op.amount), pool, 0n, gasTo);
  ctx.emit(DexAccountAbiJson, 'WithdrawLiquidity', {
    lpAmount: op.amount,
    lpBalance: ctx.state.balances[lp],
    lpRoot: lp,
    roots: info.roots,
  });
  ctx.send({
    to: pool,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: true,
    call: {
      abi: PairModelAbi,
      method: 'withdrawLiquidity',
      params: {
        _callId: callId,
        _operation: op,
        _expected: expected,
        _accountOwner: ctx.state.owner,
        value4: 0,
        _remainingGasTo: gasTo,
      },
    },
  });
}

const values = (i: Record<string, unknown>) => Object.values(i) as unknown[];

export const DexAccountModel: ContractModel<DexAccountState> = {
  kind: ACCOUNT_KIND,
  abi: AccountModelAbi,
  init: (p) => ({
    root: str(p.root),
    owner: str(p.owner),
    vault: str(p.vault ?? ZERO_ADDRESS),
    gasTo: str(p.gasTo ?? p.owner),
    balances: {},
    wallets: {},
    pools: {},
  }),
  receive(ctx) {
    if (ctx.deploying) finish(ctx, ctx.state.gasTo);
  },
  handlers: {
    addPair: (ctx, i) => connect(ctx, values(i).map(String)),
    addPool: (ctx, i) => connect(ctx, (values(i)[0] as string[]).map(String)),
    checkPoolCallback(ctx, i) {
      const [roots, lp] = values(i) as unknown as [string[], string];
      ensure(ctx.sender === poolAddress(ctx, ctx.state.root, roots), DexErrors.NOT_POOL);
      ctx.state.pools[ctx.sender!] = { roots, lp };
      for (const root of [...roots, lp]) {
        if (ctx.state.wallets[root]) continue;
        ctx.send({
          to: root,
          value: DexGas.DEPLOY_WALLET_GAS + DexGas.DEPLOY_WALLET_VALUE,
          bounce: true,
          call: {
            abi: TokenRootAbiJson,
            method: 'deployWallet',
            params: {
              answerId: answerIds.accountWallet(),
              walletOwner: ctx.self,
              deployWalletValue: DexGas.DEPLOY_WALLET_VALUE,
            },
          },
        });
      }
      ctx.emit(DexAccountAbiJson, 'AddPool', { roots, pair: ctx.sender });
      finish(ctx, ctx.state.owner);
    },
    onTokenWallet(ctx, i) {
      const root = ctx.sender!;
      const known = Object.values(ctx.state.pools).some((p) => p.lp === root || p.roots.includes(root));
      ensure(known, DexErrors.NOT_TOKEN_ROOT);
      ctx.state.wallets[root] = str(values(i)[0]);
      ctx.state.balances[root] ??= 0n;
    },
    onAcceptTokensTransfer(ctx, i) {
      const [root, amount, sender, , gasTo] = values(i) as unknown as string[];
      const s = ctx.state;
      if (s.wallets[root!] !== ctx.sender) {
        // Not a wallet of a connected token: send the tokens back.
        ctx.send({
          to: ctx.sender!,
          flag: Flag.REMAINING_GAS,
          bounce: false,
          call: {
            abi: TokenWalletAbiJson,
            method: 'transfer',
            params: {
              amount,
              recipient: sender,
              deployWalletValue: 0,
              remainingGasTo: gasTo,
              notify: false,
              payload: EMPTY_CELL,
            },
          },
        });
        return;
      }
      s.balances[root!] = (s.balances[root!] ?? 0n) + big(amount);
      ctx.emit(DexAccountAbiJson, 'TokensReceived', {
        token_root: root,
        tokens_amount: amount,
        balance: s.balances[root!],
        sender_wallet: ctx.sender,
      });
      finish(ctx, str(gasTo) === ZERO_ADDRESS ? s.owner : str(gasTo));
    },
    withdraw(ctx, i) {
      onlyOwner(ctx);
      const [callId, amount, root, recipient, dwv, gasTo] = values(i) as unknown as string[];
      ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));
      debit(ctx, root!, big(amount));
      ctx.emit(DexAccountAbiJson, 'WithdrawTokens', { root, amount, balance: ctx.state.balances[root!] });
      sendTokens(ctx, root!, big(amount), recipient!, big(dwv), gasTo!);
      ctx.send({
        to: ctx.state.owner,
        value: DexGas.CALLBACK,
        flag: Flag.IGNORE_ERRORS,
        bounce: false,
        call: { abi: DexAccountCallbacksAbiJson, method: 'dexAccountOnSuccess', params: { nonce: callId } },
      });
      ctx.send({ to: gasTo!, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
    },
    depositLiquidityV2(ctx, i) {
      const [callId, ops, expected, autoChange, gasTo, referrer] = values(i) as unknown as [
        string,
        Op[],
        Op,
        boolean,
        string,
        string,
      ];
      depositLiquidity(ctx, callId, ops, expected, autoChange, gasTo, referrer);
    },
    depositLiquidity(ctx, i) {
      const [callId, left, la, right, ra, lp, autoChange, gasTo] = values(i) as unknown as string[];
      const ops = [
        { amount: la!, root: left! },
        { amount: ra!, root: right! },
      ];
      depositLiquidity(ctx, callId, ops, { amount: '0', root: lp! }, Boolean(autoChange), gasTo!, ZERO_ADDRESS);
    },
    withdrawLiquidityV2(ctx, i) {
      const [callId, op, expected, gasTo] = values(i) as unknown as [string, Op, Op[], string];
      withdrawLiquidity(ctx, callId, op, expected, gasTo);
    },
    withdrawLiquidity(ctx, i) {
      const [callId, amount, lp, , , gasTo] = values(i) as unknown as string[];
      withdrawLiquidity(ctx, callId, { amount: amount!, root: lp! }, [], gasTo!);
    },
  },
  onBounce(ctx, bounce) {
    if (bounce.functionId === functionId(PairModelAbi, 'checkPair')) {
      ctx.emit(DexAccountAbiJson, 'ExpectedPairNotExist', { pair: ctx.sender });
    }
  },
  getters: {
    getRoot: (s) => ({ value0: s.root }),
    getOwner: (s) => ({ value0: s.owner }),
    getVersion: () => ({ value0: VERSION }),
    getVault: (s) => ({ value0: s.vault }),
    getWalletData: (s, i) => ({
      wallet: s.wallets[str(i.token_root)] ?? ZERO_ADDRESS,
      balance: s.balances[str(i.token_root)] ?? 0n,
    }),
    getWallets: (s) => ({ value0: Object.entries(s.wallets) }),
    getBalances: (s) => ({ value0: Object.entries(s.balances) }),
  },
};
