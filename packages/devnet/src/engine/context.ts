/** Builds a handler context that records the actions (sends, reserves, events) of one transaction. */
import { encodeAnswer, encodeCall, encodeEvent } from './codec';
import type { Address, DeployInit, HandlerContext, SendArgs } from './types';

export type Action =
  | { type: 'send'; args: SendArgs; body?: string }
  | { type: 'reserve'; amount: bigint }
  | { type: 'event'; body: string };

export interface ContextInput<S> {
  self: Address;
  sender?: Address;
  value: bigint;
  now: number;
  state: S;
  balanceBefore: bigint;
  balance: bigint;
  deploying: boolean;
  inboundDeploy?: DeployInit;
  addressOf(kind: string, init: Record<string, unknown>): Address;
  peek(address: Address): { kind: string; state: unknown } | undefined;
}

export function createContext<S>(input: ContextInput<S>, actions: Action[]): HandlerContext<S> {
  const send = (args: SendArgs) => {
    const body = args.call ? encodeCall(args.call.abi, args.call.method, args.call.params) : args.body;
    actions.push({ type: 'send', args, body });
  };
  return {
    self: input.self,
    sender: input.sender,
    value: input.value,
    now: input.now,
    state: input.state,
    balanceBefore: input.balanceBefore,
    deploying: input.deploying,
    inboundDeploy: input.inboundDeploy,
    balance: () => input.balance,
    send,
    reserve: (amount) => actions.push({ type: 'reserve', amount }),
    emit: (abi, event, params) => actions.push({ type: 'event', body: encodeEvent(abi, event, params) }),
    deploy: (kind, init, args) => {
      const to = input.addressOf(kind, init);
      send({
        to,
        value: args.value,
        flag: args.flag ?? 1,
        bounce: args.bounce ?? false,
        call: args.call,
        deploy: args.params ? { kind, init, params: args.params } : { kind, init },
      });
      return to;
    },
    answer: (abi, method, answerId, output, flag = 64) => {
      if (!input.sender) return;
      const body = encodeAnswer(abi, method, answerId, output);
      actions.push({ type: 'send', args: { to: input.sender, value: 0n, flag, bounce: false }, body });
    },
    addressOf: input.addressOf,
    peek: input.peek,
  };
}
