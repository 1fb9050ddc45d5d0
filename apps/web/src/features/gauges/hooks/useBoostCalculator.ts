import { useMemo, useState } from 'react';
import { useSearchParams } from '@/shared/lib/router';
import { formatUnits, parseUnits } from '@tycho/units';
import { lockAllowed, lockSecondsOf } from '../logic/boost';
import { depositFigures, maxBoostsOf, positionOf, veFigures, type GaugeFigures } from '../logic/calc';
import { useGaugeUser } from './useGaugeActions';
import { useAccountAddress, useGauge, useGaugesList } from './useGauges';
import { useWalletVe, VE_DECIMALS } from './useWalletVe';

export type CalcProblem = 'amount' | 'lock' | 've' | undefined;

/**
 * The calculator's wiring: the gauge picked (`?gauge=`, else the first by TVL), the typed LP amount, lock and veQUBE
 * (prefilled from the connected wallet's vote-escrow balance until edited), and the figures of the position after
 * such a deposit, the connected account's deposit in that gauge included once (as the gauge page previews it).
 */
export function useBoostCalculator() {
  const [params, setParams] = useSearchParams();
  const gauges = useGaugesList({ limit: 100 });
  const address = params.get('gauge') ?? gauges.data?.gauges[0]?.address ?? '';
  const gauge = useGauge(address);
  const account = useAccountAddress();
  const held = useGaugeUser(address, undefined, address ? account : undefined).position.data;
  const [amountText, setAmountText] = useState('');
  const [daysText, setDaysText] = useState('0');
  const [veEdited, setVeText] = useState<string | undefined>(undefined);
  const walletVe = useWalletVe().data ?? 0n;
  const veText = veEdited ?? formatUnits(walletVe, VE_DECIMALS);
  const g = gauge.data?.gauge;
  const details = gauge.data?.details;
  const decimals = details?.depositToken.decimals ?? undefined;
  const lockSeconds = lockSecondsOf(daysText);
  const amount = decimals === undefined ? null : parseUnits(amountText, decimals);
  const ve = veText.trim() === '' ? 0n : parseUnits(veText, VE_DECIMALS);
  let problem: CalcProblem;
  if (amountText.trim() && (amount === null || amount <= 0n)) problem = 'amount';
  else if (g && !lockAllowed(lockSeconds, g.maxLockTime)) problem = 'lock';
  else if (ve === null || ve < 0n) problem = 've';
  const existing = useMemo(() => positionOf(held), [held]);
  const result: GaugeFigures | undefined = useMemo(
    () =>
      g && details && amount && amount > 0n && ve !== null && !problem
        ? depositFigures(
            { item: g, details },
            amount,
            lockSeconds,
            veFigures(ve, walletVe, BigInt(details.veQubeSupply)),
            existing,
          )
        : undefined,
    [g, details, amount, lockSeconds, problem, ve, walletVe, existing],
  );
  return {
    gauges,
    gauge,
    address,
    pick: (next: string) => setParams({ gauge: next }, { replace: true }),
    amountText,
    setAmountText,
    daysText,
    setDaysText,
    veText,
    setVeText,
    problem,
    result,
    /** The LP the connected account already holds in the gauge (counted in the result), 0 without one. */
    held: existing.balance,
    /** The gauge's max boosts, shown before an amount is typed too. */
    max: g && details ? maxBoostsOf({ item: g, details }) : undefined,
  };
}
