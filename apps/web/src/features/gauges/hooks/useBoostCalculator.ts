import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseUnits } from '@tycho/units';
import { lockAllowed, lockSecondsOf } from '../logic/boost';
import { calculate, type CalcResult } from '../logic/calc';
import { useGauge, useGaugesList } from './useGauges';

export type CalcProblem = 'amount' | 'lock' | undefined;

/**
 * The calculator's wiring: the gauge picked (`?gauge=`, else the first by TVL), the typed LP amount and lock, and
 * the figures `calculate` gives for them from the gauge's details.
 */
export function useBoostCalculator() {
  const [params, setParams] = useSearchParams();
  const gauges = useGaugesList({ limit: 100 });
  const address = params.get('gauge') ?? gauges.data?.gauges[0]?.address ?? '';
  const gauge = useGauge(address);
  const [amountText, setAmountText] = useState('');
  const [daysText, setDaysText] = useState('0');
  const g = gauge.data?.gauge;
  const details = gauge.data?.details;
  const decimals = details?.depositToken.decimals ?? undefined;
  const lockSeconds = lockSecondsOf(daysText);
  const amount = decimals === undefined ? null : parseUnits(amountText, decimals);
  let problem: CalcProblem;
  if (amountText.trim() && (amount === null || amount <= 0n)) problem = 'amount';
  else if (g && !lockAllowed(lockSeconds, g.maxLockTime)) problem = 'lock';
  const result: CalcResult | undefined = useMemo(
    () =>
      g && details && amount && amount > 0n && !problem
        ? calculate(details, g.maxLockTime, amount, lockSeconds)
        : undefined,
    [g, details, amount, lockSeconds, problem],
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
    problem,
    result,
  };
}
