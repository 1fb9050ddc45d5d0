/**
 * What an owner's farm action says in its confirmation beside the preview before signing (issue 43): the title, the
 * primary button, the lines (message ids and values, the figures of the action's toasts) and the pool's name.
 */
import type { ConfirmView } from '@/shared/chain/preview/ConfirmLines';
import { farmActionValues, type FarmOwnerAction, type FarmToastPool } from './farmToast';

const CONFIRM: Record<FarmOwnerAction['type'], string> = {
  rewardDeposit: 'farmAdmin.depositReward',
  addRound: 'farmAdmin.speedSubmit',
  setEnd: 'farmAdmin.endSubmit',
  withdrawAll: 'farmAdmin.withdrawAll',
};

export function farmOwnerConfirmView(
  action: FarmOwnerAction,
  pool: FarmToastPool & { pool_address: string },
): ConfirmView {
  const values = farmActionValues(action, pool);
  const lines =
    action.type === 'rewardDeposit'
      ? [{ id: 'amount', label: 'farm.confirm.amount', value: values.amount! }]
      : action.type === 'addRound'
        ? [
            { id: 'start', label: 'farmAdmin.speedStart', value: values.start! },
            { id: 'speeds', label: 'farmAdmin.confirm.speeds', value: values.speeds! },
          ]
        : action.type === 'setEnd'
          ? [{ id: 'end', label: 'farmAdmin.endAt', value: values.end! }]
          : [];
  return {
    title: `farmAdmin.confirm.${action.type}`,
    confirm: CONFIRM[action.type],
    lines,
    contract: { address: pool.pool_address, label: 'farm.confirm.pool' },
  };
}
