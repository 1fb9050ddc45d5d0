import { useState } from 'react';
import { config } from '@/shared/config';
import { isAddress } from '@/shared/lib/address';
import type { EscrowState } from '../chain/voteEscrowChain';
import { daoActionValue } from '@/shared/chain/gas';
import { whitelistProblem, type WhitelistProblem } from '../logic/candidates';
import type { DaoConfirm } from './useDaoConfirm';

/**
 * Whitelisting a gauge as a candidate: the refusals are checked first, on the chain as the vote escrow checks them
 * (already a candidate, not a farming pool of the gauge factory, a vote running, QUBE balance below the price), each
 * with its message; then the confirmation of the payment of the price to the vote escrow opens.
 */
export function useWhitelisting(args: {
  escrow: EscrowState | undefined;
  owner: string | undefined;
  balance: bigint | undefined;
  /** Opens the confirmation with the preview before signing (useDaoConfirm). */
  ask: DaoConfirm['ask'];
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
      const [chain, factory] = await Promise.all([
        import('../chain/voteEscrowChain'),
        import('../chain/factoryGauges'),
      ]);
      const [whitelisted, isGauge, fresh] = valid
        ? await Promise.all([
            chain.isWhitelisted(config.voteEscrow, gauge),
            factory.isFactoryGauge(config.gaugeFactory, gauge),
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
    args.ask({
      type: 'whitelist',
      escrow: config.voteEscrow,
      qube: escrow.qube,
      owner,
      gauge,
      amount: escrow.whitelistPrice,
      value: daoActionValue.whitelist(),
    });
  };
  const ready = args.escrow !== undefined && args.owner !== undefined && args.balance !== undefined;
  return { submit, problem, checkError, checking, ready, clear: () => setProblem(undefined) };
}
