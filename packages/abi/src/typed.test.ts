import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  abiJson,
  callOf,
  DexPairAbi,
  DexPoolType,
  dexPoolTypeOf,
  DexStablePoolAbi,
  POOL_KINDS,
  poolKindOf,
  TokenWalletAbi,
  TokenWalletAbiJson,
  type EventData,
  type FunctionArgs,
  type FunctionInput,
  type FunctionOutput,
} from './index';

describe('typed ABI helpers', () => {
  it('derive decoded inputs, outputs and events by name', () => {
    expectTypeOf<FunctionInput<typeof TokenWalletAbi, 'transfer'>>().toEqualTypeOf<{
      amount: string;
      recipient: string;
      deployWalletValue: string;
      remainingGasTo: string;
      notify: boolean;
      payload: string;
    }>();
    expectTypeOf<FunctionOutput<typeof DexPairAbi, 'getTokenRoots'>>().toEqualTypeOf<{
      left: string;
      right: string;
      lp: string;
    }>();
    type Exchange = EventData<typeof DexPairAbi, 'Exchange'>;
    expectTypeOf<Exchange['fees'][number]>().toEqualTypeOf<{
      feeTokenRoot: string;
      pool_fee: string;
      beneficiary_fee: string;
      beneficiary: string;
    }>();
    type Fee = FunctionOutput<typeof DexStablePoolAbi, 'getFeeParams'>['value0'];
    expectTypeOf<Fee['threshold']>().toEqualTypeOf<(readonly [string, string])[]>();
    type Payload = FunctionArgs<typeof DexPairAbi, 'buildExchangePayloadV2'>;
    expectTypeOf<Payload['_successPayload']>().toEqualTypeOf<string | null>();
    expectTypeOf<Payload['_expectedAmount']>().toEqualTypeOf<string | number | bigint>();
  });

  it('checks a call against the ABI and encodes the ABI once', () => {
    const transferArgs = {
      amount: 5n,
      recipient: '0:1',
      deployWalletValue: 0,
      remainingGasTo: '0:1',
      notify: false,
      payload: '',
    };
    const call = callOf(TokenWalletAbi, 'transfer', transferArgs);
    expect(call.abi).toBe(TokenWalletAbiJson);
    expect(abiJson(TokenWalletAbi)).toBe(call.abi);
    // @ts-expect-error a misspelt parameter is a compile error
    callOf(TokenWalletAbi, 'transfer', { amout: 5n });
    // @ts-expect-error so is a wrong type
    callOf(TokenWalletAbi, 'transfer', { ...transferArgs, notify: 'yes' });
    // @ts-expect-error and an unknown function
    callOf(TokenWalletAbi, 'transferAll', {});
  });
});

describe('pool kinds', () => {
  it('maps every kind to its DexPoolType number and back', () => {
    for (const kind of POOL_KINDS) expect(poolKindOf(dexPoolTypeOf(kind))).toBe(kind);
    expect(poolKindOf('1')).toBe('common');
    expect(poolKindOf(DexPoolType.StablePool)).toBe('stablepool');
    expect(poolKindOf(7)).toBeUndefined();
    expect(poolKindOf('x')).toBeUndefined();
  });
});
