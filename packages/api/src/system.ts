import { z } from 'zod';
import { addressSchema, nanoAmountSchema } from './common';
import { uint128Schema } from './dex/fields';
import { defineRoute } from './route';

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/healthz',
  summary:
    'Liveness and readiness of the local network process; 503 with the reason once the chain stopped after a failed commit (a restart resumes)',
  response: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    chainTime: z.number().int().describe('Chain clock, unix seconds'),
  }),
});

export const advanceClockRoute = defineRoute({
  method: 'POST',
  path: '/devnet/clock/advance',
  summary:
    'Dev only: moves the chain clock forward; a result past the horizon 2101-01-01T00:00:00Z (unix 4133980800: TVM block time is uint32) is refused with 400',
  body: z.object({
    seconds: z
      .number()
      .int()
      .positive()
      .max(10 * 365 * 24 * 3600),
  }),
  response: z.object({ chainTime: z.number().int() }),
});

export const giveRoute = defineRoute({
  method: 'POST',
  path: '/devnet/give',
  summary: 'Dev only: sends native coin from the genesis giver',
  body: z.object({ to: addressSchema, amount: uint128Schema }),
  response: z.object({ transactionHash: z.string() }),
});

export const createWalletRoute = defineRoute({
  method: 'POST',
  path: '/devnet/wallets',
  summary:
    'Dev only: deploys a fresh wallet funded by the giver (no tokens, no DEX account); the dev wallet can act as it',
  body: z.object({ amount: uint128Schema.optional() }),
  response: z.object({ name: z.string(), address: addressSchema, publicKey: z.string() }),
});

export const devnetInfoRoute = defineRoute({
  method: 'GET',
  path: '/devnet/info',
  summary: 'Dev only: chain time, dev accounts and well-known addresses of the local network',
  response: z.object({
    chainTime: z.number().int(),
    accounts: z.array(z.object({ name: z.string(), address: addressSchema, publicKey: z.string() })),
    addresses: z.record(z.string(), addressSchema),
  }),
});

export const accountStateRoute = defineRoute({
  method: 'GET',
  path: '/devnet/accounts/:address',
  summary: 'Dev only: native balance and status of an account (404 for an address that has no account yet)',
  params: z.object({ address: addressSchema }),
  response: z.object({
    address: addressSchema,
    balance: nanoAmountSchema,
    isDeployed: z.boolean(),
    lastTransactionLt: z.string().optional(),
  }),
});

export const transactionByHashRoute = defineRoute({
  method: 'GET',
  path: '/devnet/transactions/:hash',
  summary: "Dev only: a committed transaction in the provider's raw shape (404 when unknown)",
  params: z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal characters') }),
  response: z.object({ id: z.object({ lt: z.string(), hash: z.string() }) }).loose(),
});

const marketActivityState = z.object({
  running: z.boolean().describe('Whether the background market is trading (MARKET_ACTIVITY sets it at start)'),
  ticks: z.number().int().nonnegative().describe('Ticks (trades, deposits, withdrawals) made on this network so far'),
});

export const marketActivityRoute = defineRoute({
  method: 'GET',
  path: '/devnet/market-activity',
  summary: "Dev only: whether the local network's background market is trading",
  response: marketActivityState,
});

export const setMarketActivityRoute = defineRoute({
  method: 'POST',
  path: '/devnet/market-activity',
  summary: 'Dev only: pauses (running false) or resumes (running true) the background market',
  body: z.object({ running: z.boolean() }),
  response: marketActivityState,
});

export const tokenFactoryCallbackFaultRoute = defineRoute({
  method: 'POST',
  path: '/devnet/test/token-factory-callback',
  summary:
    "Test only (served when the server was started with TEST_SWITCHES=on): the token factory's onTokenRootDeployed " +
    'callback to this caller is sent normally (none), not at all (drop) or with another call id (otherCallId)',
  body: z.object({ caller: addressSchema, fault: z.enum(['none', 'drop', 'otherCallId']) }),
  response: z.object({ caller: addressSchema, fault: z.enum(['none', 'drop', 'otherCallId']) }),
});

export const holdClockRoute = defineRoute({
  method: 'POST',
  path: '/devnet/test/clock',
  summary:
    'Test only (served when the server was started with TEST_SWITCHES=on): holds the chain clock at its time (held ' +
    'true; advancing still moves it) or lets it run on with real time from the time it held (false)',
  body: z.object({ held: z.boolean() }),
  response: z.object({ held: z.boolean(), chainTime: z.number().int() }),
});

const limitOrderHold = z.enum(['none', 'Initialize', 'AwaitTokens', 'SwapInProgress']);

export const limitOrderHoldRoute = defineRoute({
  method: 'POST',
  path: '/devnet/test/limit-order-hold',
  summary:
    "Test only (served when the server was started with TEST_SWITCHES=on): the owner's orders placed from now on " +
    'become Active as usual (none) or stay in the state named: Initialize, AwaitTokens (states a local order passes ' +
    'or never enters) or SwapInProgress (after Active), refusing fills and cancel',
  body: z.object({ owner: addressSchema, hold: limitOrderHold }),
  response: z.object({ owner: addressSchema, hold: limitOrderHold }),
});
