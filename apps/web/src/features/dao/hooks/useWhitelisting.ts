import { useState } from 'react';
import { isNotFound } from '@/shared/api';
import { config } from '@/shared/config';
import { isAddress } from '@/shared/lib/address';
import { daoApi } from '../api/daoApi';
import type { EscrowState } from '../chain/voteEscrowChain';
import { actionValue } from '../logic/action';
import { whitelistProblem, type WhitelistProblem } from '../logic/candidates';
import type { useDaoAction } from './useDaoAction';

/** A known gauge of the gauges API (a farming pool); false on its 404. */
async function isFarmingPool(address: string): Promise<boolean> {
  try {
    await daoApi.gauge(address);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/**
 * Whitelisting a gauge as a candidate: the refusals are checked first (already a candidate, not a farming pool, a
 * vote running, QUBE balance below the price), each with its message; then the price goes to the vote escrow.
 */
export function useWhitelisting(args: {
  escrow: EscrowState | undefined;
  owner: string | undefined;
  balance: bigint | undefined;
  action: ReturnType<typeof useDaoAction>;
}) {
  const [problem, setProblem] = useState<WhitelistProblem>();
  const [checkError, setCheckError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const submit = async (gauge: string) => {
    const { escrow, owner, balance } = args;
    if (!escrow || !owner || balance === undefined) return;
    setProblem(undefined);
    setCheckError(undefined);
    setChecking(true);
    let found: WhitelistProblem | undefined;
    try {
      const valid = isAddress(gauge);
      const chain = await import('../chain/voteEscrowChain');
      const [whitelisted, isGauge, fresh] = valid
        ? await Promise.all([
            chain.isWhitelisted(config.voteEscrow, gauge),
            isFarmingPool(gauge),
            chain.readEscrow(config.voteEscrow),
          ])
        : [false, false, escrow];
      found = whitelistProblem({
        addressValid: valid,
        whitelisted,
        isGauge,
        votingInProgress: fresh.voteStart > 0,
        balance,
        price: fresh.whitelistPrice,
      });
    } catch (error) {
      // a failed check sends nothing and says why
      setCheckError(error instanceof Error ? error.message : String(error));
      return;
    } finally {
      setChecking(false);
    }
    setProblem(found);
    if (found) return;
    await args.action.run('whitelist', async (callId) =>
      (await import('../chain/voteEscrowChain')).sendWhitelist({
        escrow: config.voteEscrow,
        qube: escrow.qube,
        owner,
        gauge,
        amount: escrow.whitelistPrice,
        value: actionValue.whitelist(),
        callId,
      }),
    );
  };
  const ready = args.escrow !== undefined && args.owner !== undefined && args.balance !== undefined;
  return { submit, problem, checkError, checking, ready, clear: () => setProblem(undefined) };
}
