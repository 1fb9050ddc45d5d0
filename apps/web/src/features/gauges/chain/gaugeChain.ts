/**
 * On-chain gauge actions through the wallet's provider: deposit (an LP transfer with notify and the gauge's own
 * deposit payload), withdraw and claim (direct calls with the action gas). One builder (`gaugeMethod`) makes the
 * call that the preview before signing runs (`gaugeWalletCall`) and the wallet sends (`sendGaugeCall`), call id
 * included, so what is previewed is what is signed. The user's figures: `@/shared/gauges`.
 */
import { GaugeAbi } from '@tycho/abi';
import type { WalletCall } from '@/shared/chain/preview';
import { getProviderClient } from '@/shared/chain/providerClient';
import { tip3TransferMethod } from '@/shared/chain/tip3Transfer';
import { sendBuiltCall, walletCallOf } from '@/shared/chain/builtCall';

interface CallBase {
  gauge: string;
  owner: string;
  /** The coin attached (gaugeActionValue); the rest comes back. */
  value: bigint;
  callId: number;
}

export type GaugeCall = CallBase &
  (
    | { type: 'deposit'; lpRoot: string; amount: bigint; lockSeconds: number }
    | { type: 'withdraw'; amount: bigint }
    | { type: 'claim' }
  );

async function gaugeMethod(call: GaugeCall) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(call.owner);
  const gauge = new lib.Address(call.gauge);
  const contract = new client.Contract(GaugeAbi, gauge);
  const id = call.callId;
  const meta = { call_id: id, nonce: id, send_gas_to: owner };
  if (call.type === 'withdraw')
    return {
      recipient: call.gauge,
      method: contract.methods.withdraw({ amount: call.amount.toString(), claim: false, meta }),
    };
  if (call.type === 'claim') return { recipient: call.gauge, method: contract.methods.claimReward({ meta }) };
  const { deposit_payload: payload } = await contract.methods
    .encodeDepositPayload({ deposit_owner: owner, lock_time: call.lockSeconds, claim: false, call_id: id, nonce: id })
    .call();
  const { wallet, method } = await tip3TransferMethod({
    root: call.lpRoot,
    owner: call.owner,
    recipient: call.gauge,
    amount: call.amount,
    payload,
  });
  return { recipient: wallet, method };
}

/** Sends the action; answers the hash of the wallet's transaction. */
export async function sendGaugeCall(call: GaugeCall): Promise<string> {
  return (await sendBuiltCall({ ...(await gaugeMethod(call)), amount: call.value }, call.owner)).hash;
}

/** The message sendGaugeCall asks the wallet to send, for the preview before signing. */
export async function gaugeWalletCall(call: GaugeCall): Promise<WalletCall> {
  return walletCallOf({ ...(await gaugeMethod(call)), amount: call.value });
}
