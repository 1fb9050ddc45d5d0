/**
 * Runs one message against its destination account: credit, fee, compute (the model's handler), action phase
 * (sends with flags 0/1/2/64/128, reserves, events), bounce on abort. Pure with respect to the store: it reads
 * accounts through `env.get` and returns the changed accounts, the new queue entries and the raw transaction.
 */
import type { RawMessage, RawTransaction } from 'everscale-inpage-provider';
import { bocHash, bouncedBody, decodeCall, internalMessageHash, parseAbi, readBounced, sha256 } from './codec';
import { ExitCode, Flag, TRANSACTION_FEE } from './constants';
import { type Action, createContext } from './context';
import type { AccountRecord, Address, ContractModel, QueuedMessage } from './types';
import { ContractError } from './types';

export interface ExecutionEnv {
  now: number;
  feeCollector: Address;
  model(kind: string): ContractModel;
  get(address: Address): AccountRecord | undefined;
  nextLt(): bigint;
  addressOf(kind: string, init: Record<string, unknown>): Address;
}

export interface ExecutionResult {
  transaction?: RawTransaction;
  /** Set when an external message was not accepted (no transaction). */
  rejected?: number;
  accounts: AccountRecord[];
  queue: QueuedMessage[];
}

const status = (a: AccountRecord | undefined) =>
  !a ? 'nonexist' : a.kind ? 'active' : a.balance > 0n ? 'uninit' : 'nonexist';

export function rawMessage(m: QueuedMessage): RawMessage {
  return {
    hash: m.hash,
    src: m.src,
    dst: m.dst,
    value: m.value.toString(),
    bounce: m.bounce,
    bounced: m.bounced,
    body: m.body,
    bodyHash: m.body ? bocHash(m.body) : undefined,
  };
}

function outMessage(partial: Omit<QueuedMessage, 'hash' | 'createdLt'>, lt: bigint): QueuedMessage {
  return { ...partial, createdLt: lt, hash: internalMessageHash(partial, lt) };
}

class Abort extends Error {
  constructor(
    readonly exitCode: number,
    readonly resultCode?: number,
  ) {
    super(`aborted ${exitCode}`);
  }
}

export function execute(msg: QueuedMessage, env: ExecutionEnv): ExecutionResult {
  const existing = env.get(msg.dst);
  const acc: AccountRecord = existing
    ? { ...existing }
    : { address: msg.dst, balance: 0n, state: null, lastLt: 0n, lastHash: '' };
  const origStatus = status(existing);
  const balanceBefore = acc.balance;
  if (msg.external && (!acc.kind || acc.balance === 0n))
    return { rejected: ExitCode.WRONG_FUNCTION_ID, accounts: [], queue: [] };

  acc.balance += msg.value;
  const deploy = acc.kind ? undefined : msg.deploy;
  const deploying = !!deploy;
  const kind = deploy ? deploy.kind : acc.kind;
  const model = kind ? findModel(env, kind) : undefined;
  const lt = env.nextLt();
  const changed: AccountRecord[] = [];
  const queue: QueuedMessage[] = [];
  const outs: RawMessage[] = [];
  let fee = 0n;
  let aborted = false;
  let exitCode: number | undefined;
  let resultCode: number | undefined;

  const bounceBack = (value: bigint) => {
    if (!msg.bounce || msg.bounced || msg.external || !msg.src) return;
    const bounced = outMessage(
      {
        external: false,
        src: msg.dst,
        dst: msg.src,
        value,
        bounce: false,
        bounced: true,
        body: bouncedBody(msg.body),
        origin: msg.origin,
      },
      env.nextLt(),
    );
    acc.balance -= value;
    queue.push(bounced);
    outs.push(rawMessage(bounced));
  };

  if (!model) {
    // No code: the value stays (uninit), or bounces back whole.
    if (msg.bounce && !msg.bounced) {
      aborted = true;
      bounceBack(msg.value);
    }
  } else {
    fee = acc.balance < TRANSACTION_FEE ? acc.balance : TRANSACTION_FEE;
    acc.balance -= fee;
    const afterFee = acc.balance;
    const remainingInbound = msg.value > fee ? msg.value - fee : 0n;
    const state = deploy ? model.init({ ...deploy.params, ...deploy.init }) : structuredClone(acc.state);
    const actions: Action[] = [];
    const ctx = createContext(
      {
        self: acc.address,
        sender: msg.external ? undefined : msg.src,
        value: msg.value,
        now: env.now,
        state,
        balanceBefore,
        balance: afterFee,
        deploying,
        inboundDeploy: msg.deploy,
        addressOf: env.addressOf,
        peek: (address) => {
          const other = env.get(address);
          return other?.kind ? { kind: other.kind, state: structuredClone(other.state) } : undefined;
        },
      },
      actions,
    );
    try {
      runCompute(model, ctx, msg, deploying);
      const result = runActions(actions, afterFee, remainingInbound, msg, env);
      acc.balance = result.balance;
      acc.kind = model.kind;
      acc.state = state;
      exitCode = 0;
      for (const m of result.messages) {
        if (m.dst) queue.push(m as QueuedMessage);
        outs.push(m.dst ? rawMessage(m as QueuedMessage) : (m as unknown as RawMessage));
      }
    } catch (error) {
      if (msg.external)
        return {
          rejected: error instanceof ContractError ? error.exitCode : ExitCode.INTERNAL_ERROR,
          accounts: [],
          queue: [],
        };
      aborted = true;
      if (error instanceof Abort) {
        exitCode = error.exitCode;
        resultCode = error.resultCode;
      } else if (error instanceof ContractError) {
        exitCode = error.exitCode;
      } else {
        console.error(`devnet: ${model.kind} handler failed`, error);
        exitCode = ExitCode.INTERNAL_ERROR;
      }
      acc.balance = afterFee;
      bounceBack(remainingInbound < afterFee ? remainingInbound : afterFee);
    }
  }

  const transaction: RawTransaction = {
    id: { lt: lt.toString(), hash: '' },
    prevTransactionId: acc.lastLt > 0n ? { lt: acc.lastLt.toString(), hash: acc.lastHash } : undefined,
    createdAt: env.now,
    aborted,
    exitCode,
    resultCode,
    origStatus,
    endStatus: status(acc),
    totalFees: fee.toString(),
    inMessage: msg.external
      ? {
          hash: msg.hash,
          dst: msg.dst,
          value: '0',
          bounce: false,
          bounced: false,
          body: msg.body,
          bodyHash: msg.body ? bocHash(msg.body) : undefined,
        }
      : rawMessage(msg),
    outMessages: outs,
  };
  if (!transaction.prevTransactionId) delete transaction.prevTransactionId;
  transaction.id.hash = sha256(JSON.stringify([acc.address, transaction]));
  acc.lastLt = lt;
  acc.lastHash = transaction.id.hash;
  // A bounced message to an address that never existed leaves no account behind (the transaction is still kept).
  if (existing || acc.kind || acc.balance > 0n) changed.push(acc);
  if (fee > 0n) {
    const collector = env.get(env.feeCollector);
    if (acc.address === env.feeCollector) acc.balance += fee;
    else if (collector) changed.push({ ...collector, balance: collector.balance + fee });
  }
  return { transaction, accounts: changed, queue };
}

/** A state init of an unknown kind deploys nothing (the account stays without code). */
function findModel(env: ExecutionEnv, kind: string): ContractModel | undefined {
  try {
    return env.model(kind);
  } catch {
    console.error(`devnet: unknown contract kind ${kind}`);
    return undefined;
  }
}

function runCompute<S>(
  model: ContractModel<S>,
  ctx: ReturnType<typeof createContext<S>>,
  msg: QueuedMessage,
  deploying: boolean,
) {
  if (msg.bounced) {
    model.onBounce?.(ctx, {
      functionId: readBounced(msg.body, []).functionId,
      body: msg.body,
      read: (params) => readBounced(msg.body, params).values,
    });
    return;
  }
  if (!msg.body) {
    model.receive?.(ctx, {});
    return;
  }
  let decoded: ReturnType<typeof decodeCall>;
  try {
    decoded = decodeCall(model.abi, msg.body, !msg.external);
  } catch {
    decoded = undefined;
  }
  if (!decoded) {
    if (model.acceptsUnknown) return;
    throw new ContractError(ExitCode.WRONG_FUNCTION_ID);
  }
  if (decoded.method === 'constructor' && !deploying) throw new ContractError(ExitCode.ALREADY_DEPLOYED);
  const handler = model.handlers[decoded.method];
  if (handler) return handler(ctx, decoded.input);
  const getter = model.getters[decoded.method];
  const entry = parseAbi(model.abi).functions.get(decoded.method);
  if (getter && entry?.inputs[0]?.name === 'answerId') {
    const output = getter(ctx.state, decoded.input, {
      self: ctx.self,
      now: ctx.now,
      balance: ctx.balance(),
      addressOf: ctx.addressOf,
    });
    ctx.answer(model.abi, decoded.method, Number(decoded.input.answerId), output);
    return;
  }
  if (decoded.method === 'constructor' || model.acceptsUnknown) return;
  throw new ContractError(ExitCode.WRONG_FUNCTION_ID);
}

type Produced = QueuedMessage | (RawMessage & { dst?: undefined });

function runActions(actions: Action[], balance: bigint, inbound: bigint, msg: QueuedMessage, env: ExecutionEnv) {
  let available = balance;
  let reserved = 0n;
  let carry = inbound;
  const messages: Produced[] = [];
  for (const action of actions) {
    if (action.type === 'reserve') {
      const r = action.amount < available ? action.amount : available;
      reserved += r;
      available -= r;
    } else if (action.type === 'event') {
      const lt = env.nextLt();
      messages.push({
        hash: sha256(`event:${msg.dst}:${lt}:${action.body}`),
        src: msg.dst,
        value: '0',
        bounce: false,
        bounced: false,
        body: action.body,
        bodyHash: bocHash(action.body),
      });
    } else {
      const flag = action.args.flag ?? 0;
      let value = action.args.value ?? 0n;
      if (flag & Flag.ALL_NOT_RESERVED) value = available;
      else if (flag & Flag.REMAINING_GAS) {
        value += carry;
        carry = 0n;
      }
      if (value > available || value < 0n) {
        if (flag & Flag.IGNORE_ERRORS) continue;
        throw new Abort(0, ExitCode.NOT_ENOUGH_FUNDS);
      }
      available -= value;
      const { to, bounce = true, deploy } = action.args;
      messages.push(
        outMessage(
          {
            external: false,
            src: msg.dst,
            dst: to,
            value,
            bounce,
            bounced: false,
            body: action.body,
            deploy,
            origin: msg.origin,
          },
          env.nextLt(),
        ),
      );
    }
  }
  return { balance: available + reserved, messages };
}
