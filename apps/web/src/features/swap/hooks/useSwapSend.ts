/**
 * The swap send's steps (swapSteps: prepare, sign, settle; convert, settleConversion), each from explicit inputs and
 * answering with its result. Their code and notifications load with the first send, outside the swap screen's chunk.
 */
import { useIntl } from 'react-intl';
import type { SwapCall } from '@tycho/api';
import type { SwapSendInput } from '../logic/swapState';
import type { ConversionInput, SwapReceipt } from './swapSteps';

export type { ConversionInput, Prepared, SwapReceipt } from './swapSteps';

const load = () => import('./swapSteps');

export function useSwapSend() {
  const intl = useIntl();
  const steps = async () => (await load()).swapSteps(intl);
  return {
    prepare: async (input: SwapSendInput) => (await steps()).prepare(input),
    sign: async (call: SwapCall, owner: string) => (await steps()).sign(call, owner),
    settle: async (call: SwapCall, receipt: SwapReceipt) => (await steps()).settle(call, receipt),
    convert: async (c: ConversionInput) => (await steps()).convert(c),
    settleConversion: async (c: ConversionInput, before: string) => (await steps()).settleConversion(c, before),
  };
}
