/**
 * An owner's action as the chain call its confirmation previews and the send signs (issue 43), and what the
 * confirmation says beside the preview before signing: the title, the primary button, the lines (message ids and
 * values) and the gauge's name.
 */
import { formatUnits } from '@tycho/units';
import type { ConfirmView } from '@/shared/chain/preview/ConfirmLines';
import { dateWithOffset, localOffsetMinutes } from '@/shared/lib/dateText';
import type { GaugeOwnerCall } from '../chain/gaugeOwnerChain';
import type { OwnerAction } from './ownerForms';

/** The call of an owner's action on the token whose root is `root` (a deposit's recipient is its wallet). */
export function gaugeOwnerCall(
  action: OwnerAction & { callId: number },
  at: { gauge: string; owner: string; root: string },
): GaugeOwnerCall {
  const base = { gauge: at.gauge, owner: at.owner, callId: action.callId };
  switch (action.type) {
    case 'deposit':
      return { ...base, type: 'deposit', root: at.root, amount: action.amount };
    case 'round':
      return {
        ...base,
        type: 'round',
        token: action.token,
        startTime: action.startTime,
        rewardPerSecond: action.rewardPerSecond,
      };
    case 'end':
      return { ...base, type: 'end', token: action.token, endTime: action.endTime };
    case 'unclaimed':
      return { ...base, type: 'unclaimed', token: action.token };
  }
}

const CONFIRM: Record<OwnerAction['type'], string> = {
  deposit: 'gaugeOwner.depositSubmit',
  round: 'gaugeOwner.roundSubmit',
  end: 'gaugeOwner.endSubmit',
  unclaimed: 'gaugeOwner.unclaimedSubmit',
};

const dateText = (seconds: number) => dateWithOffset(seconds, localOffsetMinutes(seconds));

export function gaugeOwnerConfirmView(
  action: OwnerAction,
  token: { symbol: string; decimals: number },
  gauge: string,
): ConfirmView {
  const amount = (units: bigint) => `${formatUnits(units, token.decimals)} ${token.symbol}`;
  const lines =
    action.type === 'deposit'
      ? [{ id: 'amount', label: 'gauge.confirm.amount', value: amount(action.amount) }]
      : action.type === 'round'
        ? [
            { id: 'start', label: 'gaugeOwner.roundStart', value: dateText(action.startTime) },
            { id: 'speed', label: 'gaugeOwner.confirm.speed', value: amount(action.rewardPerSecond) },
          ]
        : action.type === 'end'
          ? [{ id: 'end', label: 'gaugeOwner.endAt', value: dateText(action.endTime) }]
          : [{ id: 'token', label: 'gaugeOwner.token', value: token.symbol }];
  return {
    title: `gaugeOwner.confirm.${action.type}`,
    confirm: CONFIRM[action.type],
    lines,
    contract: { address: gauge, label: 'gauge.confirm.gauge' },
  };
}
