/** Methods that send (or price) messages from the permitted wallet account, and addAsset. */
import { TokenRootAbiJson } from '@tycho/abi';
import type { OutgoingMessage } from './devnet-types';
import type { HandlerContext, MethodTable } from './context';
import { checkBoc, encodeCall } from './codec';
import type { Params, Validator } from './validate';

/** Encodes the payload: a FunctionCall {abi, method, params} or an already encoded base64 body. */
function encodePayload(v: Validator, p: Params): string | undefined {
  const payload = p.payload;
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

function readMessage(v: Validator, params: unknown, withBounce: boolean): OutgoingMessage {
  const p = v.params(params);
  const stateInit = v.optionalString(p, 'stateInit');
  return {
    sender: v.address(p, 'sender'),
    recipient: v.address(p, 'recipient'),
    amount: v.amount(p, 'amount'),
    bounce: withBounce ? v.boolean(p, 'bounce') : false,
    body: encodePayload(v, p),
    stateInit: stateInit || undefined,
  };
}

/** The sender must be the account this session was granted. */
function checkSender(ctx: HandlerContext, v: Validator, sender: string): void {
  if (ctx.session.account?.address.toLowerCase() !== sender) {
    v.fail(`Specified sender is not allowed: ${sender} is not the connected account`);
  }
}

async function send(ctx: HandlerContext, v: Validator, message: OutgoingMessage) {
  try {
    return await ctx.devnet.sendFromWallet(message);
  } catch (error) {
    return v.fail(`message was not sent: ${(error as Error).message}`);
  }
}

function isTip3Root(ctx: HandlerContext, address: string): boolean {
  const state = ctx.devnet.getFullContractState(address);
  if (!state?.isDeployed) return false;
  try {
    const { code, output } = ctx.devnet.runLocal(address, TokenRootAbiJson, 'symbol', { answerId: 0 }, true);
    return code === 0 && typeof output?.value0 === 'string';
  } catch {
    return false;
  }
}

export const messageMethods: MethodTable = {
  sendMessage: {
    permission: 'accountInteraction',
    handler: async (ctx, v, params) => {
      const message = readMessage(v, params, true);
      checkSender(ctx, v, message.sender);
      const result = await send(ctx, v, message);
      return { transaction: result.transaction };
    },
  },
  sendMessageDelayed: {
    permission: 'accountInteraction',
    handler: async (ctx, v, params) => {
      const message = readMessage(v, params, true);
      checkSender(ctx, v, message.sender);
      const expireAt = ctx.devnet.now() + ctx.options.messageTimeout;
      const result = await send(ctx, v, message);
      // Pushed after the response has gone out, as the extension reports the status later.
      setTimeout(() => {
        ctx.emit('messageStatusUpdated', {
          address: message.sender,
          hash: result.messageHash,
          transaction: result.transaction,
        });
      }, 0);
      return { message: { account: message.sender, hash: result.messageHash, expireAt } };
    },
  },
  /**
   * An external message without a signature (a proposal's queue and execute): nothing is signed or paid by the
   * account, so, as in the extension, no approval is asked. Local execution is not offered.
   */
  sendUnsignedExternalMessage: {
    permission: 'basic',
    handler: async (ctx, v, params) => {
      const p = v.params(params);
      const recipient = v.address(p, 'recipient');
      if (p.local === true) v.fail('local execution of an unsigned message is not supported by the Tycho dev wallet');
      const call = v.functionCall(p.payload, 'payload');
      try {
        const result = await ctx.devnet.sendUnsignedExternal(recipient, call.abi, call.method, call.params);
        return { transaction: result.transaction, output: undefined };
      } catch (error) {
        return v.fail(`message was not sent: ${(error as Error).message}`);
      }
    },
  },
  estimateFees: {
    permission: 'accountInteraction',
    handler: (ctx, v, params) => {
      const message = readMessage(v, params, false);
      return { fees: ctx.devnet.estimateFees(message).toString() };
    },
  },
  addAsset: {
    permission: 'accountInteraction',
    handler: (ctx, v, params) => {
      const p = v.params(params);
      const account = v.address(p, 'account');
      if (ctx.session.account?.address.toLowerCase() !== account) v.fail('Specified account is not allowed');
      const type = v.string(p, 'type');
      if (type !== 'tip3_token') v.fail(`unknown asset type "${type}" (supported: tip3_token)`);
      const root = v.address(v.object(p, 'params'), 'rootContract');
      if (!isTip3Root(ctx, root)) v.fail(`${root} is not a TIP-3 token root on the devnet`);
      const known = ctx.assets.get(account) ?? new Set<string>();
      ctx.assets.set(account, known);
      const newAsset = !known.has(root);
      known.add(root);
      return { newAsset };
    },
  },
};
