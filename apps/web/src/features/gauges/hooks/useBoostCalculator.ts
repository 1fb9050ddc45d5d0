import { useMemo, useState } from 'react';
import { useSearchParams } from '@/shared/lib/router';
import { positionOf } from '../logic/calc';
import { calcForm, calcGaugeAddress, calcVeText } from '../logic/calcForm';
import { useGaugeUser } from './useGaugeActions';
import { useAccountAddress, useGauge, useGaugesList } from './useGauges';
import { useWalletVe } from './useWalletVe';

/**
 * The calculator's wiring: the gauge picked, the typed LP amount, lock and veQUBE, the connected wallet's veQUBE
 * and deposit in that gauge; `calcForm` decides the problem and the figures.
 */
export function useBoostCalculator() {
  const [params, setParams] = useSearchParams();
  const gauges = useGaugesList({ limit: 100 });
  const address = calcGaugeAddress(params.get('gauge'), gauges.data?.gauges);
  const gauge = useGauge(address);
  const account = useAccountAddress();
  const held = useGaugeUser(address, undefined, address ? account : undefined).position.data;
  const [amountText, setAmountText] = useState('');
  const [daysText, setDaysText] = useState('0');
  const [veEdited, setVeText] = useState<string | undefined>(undefined);
  const walletVe = useWalletVe().data ?? 0n;
  const veText = calcVeText(veEdited, walletVe);
  const g = gauge.data?.gauge;
  const details = gauge.data?.details;
  const existing = useMemo(() => positionOf(held), [held]);
  const { problem, result, max } = useMemo(
    () =>
      calcForm({
        amountText,
        daysText,
        veText,
        gauge: g && details ? { item: g, details } : undefined,
        walletVe,
        existing,
      }),
    [amountText, daysText, veText, g, details, walletVe, existing],
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
    max,
  };
}
