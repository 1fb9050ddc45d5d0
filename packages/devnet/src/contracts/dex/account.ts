/**
 * DexAccount: a user's account at the DEX (deployed by DexRoot at a deterministic address). Connecting a pool
 * (addPair / addPool → the pool's checkPair → checkPoolCallback) deploys the account's wallets for the pool's
 * tokens and LP token. Deposits are TIP-3 transfers with notify to those wallets; `withdraw` sends tokens out;
 * `depositLiquidityV2` / `withdrawLiquidityV2` move the tokens to the pool's wallets and then call the pool
 * (LP is minted to, and withdrawn tokens go to, the owner's wallets; cancelled operations come back here).
 */
import { callOf, DexAccountAbi, DexAccountCallbacksAbi, TokenRootAbi, TokenWalletAbi, ZERO_ADDRESS } from '@tycho/abi';
import { EMPTY_CELL, functionId } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { ensure, type HandlerContext } from '../../engine/types';
import { emitEvent, typedModel } from '../../engine/typed-model';
import { entry, senderOf } from '../../engine/must';
import { big, max, str } from '../tip3';
import { AccountModel, answerIds, PairModel, PairModelAbi } from './abi';
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
type Op = { amount: string | bigint; root: string };

const onlyOwner = (ctx: Ctx) => ensure(ctx.sender === ctx.state.owner, DexErrors.NOT_MY_OWNER);
const finish = (ctx: Ctx, gasTo: string) => {
  ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));
  ctx.send({ to: gasTo, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
};

function debit(ctx: Ctx, root: string, amount: bigint) {
  const s = ctx.state;
  const balance = s.balances[root] ?? 0n;
  ensure(amount > 0n && balance >= amount && s.wallets[root], DexErrors.NOT_ENOUGH_FUNDS);
  s.balances[root] = balance - amount;
}

function sendTokens(ctx: Ctx, root: string, amount: bigint, recipient: string, dwv: bigint, gasTo: string) {
  ctx.send({
    to: entry(ctx.state.wallets, root, 'DEX account wallet of root'),
    value: DexGas.TRANSFER + dwv,
    bounce: true,
    call: callOf(TokenWalletAbi, 'transfer', {
      amount,
      recipient,
      deployWalletValue: dwv,
      remainingGasTo: gasTo,
      notify: false,
      payload: EMPTY_CELL,
    }),
  });
}

function poolByLp(ctx: Ctx, lp: string): [string, { roots: string[]; lp: string }] {
  const found = Object.entries(ctx.state.pools).find(([, p]) => p.lp === lp);
  ensure(found, DexErrors.UNKNOWN_POOL);
  return found;
}

function connect(ctx: Ctx, roots: string[]) {
  onlyOwner(ctx);
  ctx.send({
    to: poolAddress(ctx, ctx.state.root, roots),
    flag: Flag.REMAINING_GAS,
    bounce: true,
    call: callOf(PairModel, 'checkPair', { _accountOwner: ctx.state.owner, value1: 0 }),
  });
}

interface DepositArgs {
  callId: string;
  operations: Op[];
  expected: Op;
  autoChange: boolean;
  gasTo: string;
  referrer: string;
}

function depositLiquidity(ctx: Ctx, { callId, operations, expected, autoChange, gasTo, referrer }: DepositArgs) {
  onlyOwner(ctx);
  const [pool] = poolByLp(ctx, expected.root);
  ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));
  for (const op of operations) {
    if (big(op.amount) === 0n) continue;
    debit(ctx, op.root, big(op.amount));
    sendTokens(ctx, op.root, big(op.amount), pool, 0n, gasTo);
  }
  emitEvent(ctx, DexAccountAbi, 'DepositLiquidity', { operations, autoChange });
  ctx.send({
    to: pool,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: true,
    call: callOf(PairModel, 'depositLiquidity', {
      _callId: callId,
      _operations: operations,
      _expected: expected,
      _autoChange: autoChange,
      _accountOwner: ctx.state.owner,
      value5: 0,
      _remainingGasTo: gasTo,
      _referrer: referrer,
    }),
  });
}

function withdrawLiquidity(ctx: Ctx, callId: string, op: Op, expected: Op[], gasTo: string) {
  onlyOwner(ctx);
  const lp = op.root;
  const [pool, info] = poolByLp(ctx, lp);
  ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));
  debit(ctx, lp, big(op.amount));
  sendTokens(ctx, lp, big(op.amount), pool, 0n, gasTo);
  emitEvent(ctx, DexAccountAbi, 'WithdrawLiquidity', {
    lpAmount: op.amount,
    lpBalance: entry(ctx.state.balances, lp, 'DEX account balance of LP root'),
    lpRoot: lp,
    roots: info.roots,
  });
  ctx.send({
    to: pool,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: true,
    call: callOf(PairModel, 'withdrawLiquidity', {
      _callId: callId,
      _operation: op,
      _expected: expected,
      _accountOwner: ctx.state.owner,
      value4: 0,
      _remainingGasTo: gasTo,
    }),
  });
}

export const DexAccountModel = typedModel<DexAccountState, typeof AccountModel>({
  kind: ACCOUNT_KIND,
  abi: AccountModel,
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
    addPair: (ctx, i) => connect(ctx, [i.left_root, i.right_root]),
    addPool: (ctx, i) => connect(ctx, i._roots),
    checkPoolCallback(ctx, i) {
      const { _roots: roots, _lpRoot: lp } = i;
      ensure(ctx.sender === poolAddress(ctx, ctx.state.root, roots), DexErrors.NOT_POOL);
      ctx.state.pools[senderOf(ctx)] = { roots, lp };
      for (const root of [...roots, lp]) {
        if (ctx.state.wallets[root]) continue;
        ctx.send({
          to: root,
          value: DexGas.DEPLOY_WALLET_GAS + DexGas.DEPLOY_WALLET_VALUE,
          bounce: true,
          call: callOf(TokenRootAbi, 'deployWallet', {
            answerId: answerIds.accountWallet(),
            walletOwner: ctx.self,
            deployWalletValue: DexGas.DEPLOY_WALLET_VALUE,
          }),
        });
      }
      emitEvent(ctx, DexAccountAbi, 'AddPool', { roots, pair: senderOf(ctx) });
      finish(ctx, ctx.state.owner);
    },
    onTokenWallet(ctx, i) {
      const root = senderOf(ctx);
      const known = Object.values(ctx.state.pools).some((p) => p.lp === root || p.roots.includes(root));
      ensure(known, DexErrors.NOT_TOKEN_ROOT);
      ctx.state.wallets[root] = i._wallet;
      ctx.state.balances[root] ??= 0n;
    },
    onAcceptTokensTransfer(ctx, i) {
      const { _tokenRoot: root, _tokensAmount: amount, value2: sender, _originalGasTo: gasTo } = i;
      const s = ctx.state;
      if (s.wallets[root] !== ctx.sender) {
        // Not a wallet of a connected token: send the tokens back.
        ctx.send({
          to: senderOf(ctx),
          flag: Flag.REMAINING_GAS,
          bounce: false,
          call: callOf(TokenWalletAbi, 'transfer', {
            amount,
            recipient: sender,
            deployWalletValue: 0,
            remainingGasTo: gasTo,
            notify: false,
            payload: EMPTY_CELL,
          }),
        });
        return;
      }
      s.balances[root] = (s.balances[root] ?? 0n) + big(amount);
      emitEvent(ctx, DexAccountAbi, 'TokensReceived', {
        token_root: root,
        tokens_amount: amount,
        balance: s.balances[root],
        sender_wallet: senderOf(ctx),
      });
      finish(ctx, gasTo === ZERO_ADDRESS ? s.owner : gasTo);
    },
    withdraw(ctx, i) {
      onlyOwner(ctx);
      const { call_id: callId, amount, token_root: root, send_gas_to: gasTo } = i;
      ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));
      debit(ctx, root, big(amount));
      const balance = entry(ctx.state.balances, root, 'DEX account balance of root');
      emitEvent(ctx, DexAccountAbi, 'WithdrawTokens', { root, amount, balance });
      sendTokens(ctx, root, big(amount), i.recipient_address, big(i.deploy_wallet_grams), gasTo);
      ctx.send({
        to: ctx.state.owner,
        value: DexGas.CALLBACK,
        flag: Flag.IGNORE_ERRORS,
        bounce: false,
        call: callOf(DexAccountCallbacksAbi, 'dexAccountOnSuccess', { nonce: callId }),
      });
      ctx.send({ to: gasTo, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
    },
    depositLiquidityV2(ctx, i) {
      depositLiquidity(ctx, {
        callId: i._callId,
        operations: i._operations,
        expected: i._expected,
        autoChange: i._autoChange,
        gasTo: i._remainingGasTo,
        referrer: i._referrer,
      });
    },
    depositLiquidity(ctx, i) {
      depositLiquidity(ctx, {
        callId: i.call_id,
        operations: [
          { amount: i.left_amount, root: i.left_root },
          { amount: i.right_amount, root: i.right_root },
        ],
        expected: { amount: '0', root: i.expected_lp_root },
        autoChange: i.auto_change,
        gasTo: i.send_gas_to,
        referrer: ZERO_ADDRESS,
      });
    },
    withdrawLiquidityV2(ctx, i) {
      withdrawLiquidity(ctx, i._callId, i._operation, i._expected, i._remainingGasTo);
    },
    withdrawLiquidity(ctx, i) {
      withdrawLiquidity(ctx, i.call_id, { amount: i.lp_amount, root: i.lp_root }, [], i.send_gas_to);
    },
  },
  onBounce(ctx, bounce) {
    if (bounce.functionId === functionId(PairModelAbi, 'checkPair')) {
      emitEvent(ctx, DexAccountAbi, 'ExpectedPairNotExist', { pair: senderOf(ctx) });
    }
  },
  getters: {
    getRoot: (s) => ({ value0: s.root }),
    getOwner: (s) => ({ value0: s.owner }),
    getVersion: () => ({ value0: VERSION }),
    getVault: (s) => ({ value0: s.vault }),
    getWalletData: (s, i) => ({
      wallet: s.wallets[i.token_root] ?? ZERO_ADDRESS,
      balance: s.balances[i.token_root] ?? 0n,
    }),
    getWallets: (s) => ({ value0: Object.entries(s.wallets) }),
    getBalances: (s) => ({ value0: Object.entries(s.balances) }),
  },
});
