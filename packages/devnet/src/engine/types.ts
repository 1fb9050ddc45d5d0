/** Internal data shapes of the engine: accounts, queued messages, handler contexts and contract models. */
import type { AbiParam } from './codec';

export type Address = string;
export type ModelState = unknown;

/** One account. `kind` undefined = no code (uninit when it holds value). */
export interface AccountRecord {
  address: Address;
  kind?: string;
  balance: bigint;
  state: ModelState;
  lastLt: bigint;
  lastHash: string;
}

/** A state init the devnet understands: the model kind and its init params. */
export interface DeployInit {
  kind: string;
  init: Record<string, unknown>;
  /** Data the new contract starts with that is not part of its address (the real platform's deploy params). */
  params?: Record<string, unknown>;
}

/** A message waiting in the queue (persisted as JSON with bigints as strings). */
export interface QueuedMessage {
  hash: string;
  external: boolean;
  src?: Address;
  dst: Address;
  value: bigint;
  bounce: boolean;
  bounced: boolean;
  body?: string;
  deploy?: DeployInit;
  createdLt: bigint;
  /** Hash of the external message that started the cascade (settlement tracking). */
  origin: string;
}

export interface SendCall {
  abi: string;
  method: string;
  params: Record<string, unknown>;
}

export interface SendArgs {
  to: Address;
  value?: bigint;
  bounce?: boolean;
  flag?: number;
  call?: SendCall;
  body?: string;
  deploy?: DeployInit;
}

export interface DeployArgs {
  value: bigint;
  /** Init data outside the address (see `DeployInit.params`). */
  params?: Record<string, unknown>;
  flag?: number;
  bounce?: boolean;
  call?: SendCall;
}

/** What a handler sees and can do in its transaction. */
export interface HandlerContext<S> {
  readonly self: Address;
  /** Undefined for external messages. */
  readonly sender?: Address;
  readonly value: bigint;
  readonly now: number;
  readonly state: S;
  /** The account balance before this message's value was credited. */
  readonly balanceBefore: bigint;
  /** True when this message deployed the account (constructor calls are allowed only then). */
  readonly deploying: boolean;
  /** The state init the inbound message carried, if any (wallets forward it). */
  readonly inboundDeploy?: DeployInit;
  balance(): bigint;
  send(args: SendArgs): void;
  /** tvm.rawReserve(amount, 2): keep up to `amount` on the account; flag 128 sends only the rest. */
  reserve(amount: bigint): void;
  emit(abi: string, event: string, params: Record<string, unknown>): void;
  deploy(kind: string, init: Record<string, unknown>, args: DeployArgs): Address;
  /** Responsible answer: calls `answerId` on the sender with the function's outputs. */
  answer(abi: string, method: string, answerId: number, output: Record<string, unknown>, flag?: number): void;
  addressOf(kind: string, init: Record<string, unknown>): Address;
  /**
   * Another account's code kind and state as the block sees it before this transaction (read only). A devnet
   * shortcut for a figure the real contracts fetch with a request/answer message pair; undefined if it has no code.
   */
  peek(address: Address): { kind: string; state: unknown } | undefined;
}

export type Handler<S> = (ctx: HandlerContext<S>, input: Record<string, unknown>) => void;

export interface GetterEnv {
  self: Address;
  now: number;
  balance: bigint;
  addressOf(kind: string, init: Record<string, unknown>): Address;
}

export type Getter<S> = (state: S, input: Record<string, unknown>, env: GetterEnv) => Record<string, unknown>;

export interface BounceInfo {
  functionId: number;
  body?: string;
  read(params: AbiParam[]): Record<string, string>;
}

/** A contract model: speaks one ABI, keeps a JSON-serialisable state. */
export interface ContractModel<S = ModelState> {
  kind: string;
  abi: string;
  init(params: Record<string, unknown>): S;
  handlers: Record<string, Handler<S>>;
  getters: Record<string, Getter<S>>;
  /** Plain transfer (no body). Without it, plain transfers are accepted. */
  receive?: Handler<S>;
  /** Any internal message whose body is not a known function: accept silently (wallet accounts). */
  acceptsUnknown?: boolean;
  onBounce?(ctx: HandlerContext<S>, bounce: BounceInfo): void;
}

/** A dev-only request the network refuses before doing anything (the HTTP layer answers it with 400). */
export class DevnetInputError extends Error {}

/** Thrown by handlers to abort their transaction with a TVM exit code. */
export class ContractError extends Error {
  constructor(
    readonly exitCode: number,
    message?: string,
  ) {
    super(message ?? `exit code ${exitCode}`);
  }
}

export function ensure(condition: unknown, exitCode: number): asserts condition {
  if (!condition) throw new ContractError(exitCode);
}
