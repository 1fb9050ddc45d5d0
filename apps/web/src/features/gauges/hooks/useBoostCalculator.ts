import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from '@/shared/lib/router';
import { formatUnits, parseUnits } from '@tycho/units';
import { useWallet } from '@/shared/chain';
import { config } from '@/shared/config';
import { lockAllowed, lockSecondsOf } from '../logic/boost';
import { calculate, maxMultiplierOf, type CalcResult } from '../logic/calc';
import { useGauge, useGaugesList } from './useGauges';

export type CalcProblem = 'amount' | 'lock' | 've' | undefined;

/** veQUBE has QUBE's decimals. */
export const VE_DECIMALS = 9;

/** The connected account's veQUBE (undefined without a wallet or while it loads). */
function useWalletVe() {
  const wallet = useWallet();
  const user = wallet.status === 'connected' ? wallet.account?.address : undefined;
  return useQuery({
    queryKey: ['gauges', 'calc-ve', user],
    queryFn: async () => (await import('../chain/veChain')).readUserVe(config.voteEscrow, user!),
    enabled: user !== undefined && config.voteEscrow !== '',
  });
}

/** The typed veQUBE against the escrow's total: the total with the wallet's own veQUBE replaced by the typed one. */
export function veFigures(typed: bigint, walletVe: bigint, escrowTotal: bigint) {
  const others = escrowTotal > walletVe ? escrowTotal - walletVe : 0n;
  return { user: typed, supply: others + typed };
}

/**
 * The calculator's wiring: the gauge picked (`?gauge=`, else the first by TVL), the typed LP amount, lock and veQUBE
 * (prefilled from the connected wallet's vote-escrow balance until edited), and the figures `calculate` gives.
 */
export function useBoostCalculator() {
  const [params, setParams] = useSearchParams();
  const gauges = useGaugesList({ limit: 100 });
  const address = params.get('gauge') ?? gauges.data?.gauges[0]?.address ?? '';
  const gauge = useGauge(address);
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
  const result: CalcResult | undefined = useMemo(
    () =>
      g && details && amount && amount > 0n && ve !== null && !problem
        ? calculate(details, g.maxLockTime, amount, lockSeconds, veFigures(ve, walletVe, BigInt(details.veQubeSupply)))
        : undefined,
    [g, details, amount, lockSeconds, problem, ve, walletVe],
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
    /** The gauge's max boost, shown before an amount is typed too. */
    maxMultiplier: details ? maxMultiplierOf(details) : undefined,
  };
}
