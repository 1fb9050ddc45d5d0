/**
 * The token upgrade of one wallet address (spec 4.6): the check (react-query, cached for the session per address),
 * the per-token upgrade (upgrading until the v5 balance grew, then removed) and Dismiss (clears the list for the
 * rest of the session of that address).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useWalletController } from '@/shared/chain';
import { config } from '@/shared/config';
import { formatAmount } from '@/shared/lib/format';
import { notify, notifyPending, notifyResult } from '@/shared/ui';
import { chainCheckReader, readSnapshot, sendUpgradeBurn } from '../chain/upgradeChain';
import { waitUntil } from '@/shared/lib/waitUntil';
import {
  checkUpgradableTokens,
  isBalanceQueryKey,
  parseManifest,
  UPGRADE_POLL,
  withoutToken,
  type UpgradeCandidate,
} from '../logic/upgradeLogic';
import { checkFinished, markUpgrading, runUpgrade, type UpgradeMessage } from '../logic/upgradeFlow';

const logError = (message: string, detail: unknown) => console.error(message, detail);

export const checkKey = (owner: string) => ['tokenUpgrade', 'check', owner.toLowerCase()] as const;

async function loadManifest(signal: AbortSignal) {
  try {
    const response = await fetch(config.upgradableTokensUrl, { headers: { accept: 'application/json' }, signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseManifest(await response.json(), logError);
  } catch (error) {
    logError('Token upgrade manifest fetch error', error); // spec 8: logged, nothing to upgrade
    return [];
  }
}

export interface TokenUpgradeModel {
  /** The check has finished (the list below is final until an upgrade or Dismiss changes it). */
  checked: boolean;
  tokens: readonly UpgradeCandidate[];
  /** v4 roots being upgraded now. */
  upgrading: ReadonlySet<string>;
  upgrade: (token: UpgradeCandidate) => Promise<void>;
  dismiss: () => void;
}

export function useTokenUpgrade(owner: string): TokenUpgradeModel {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const wallet = useWalletController();
  const [upgrading, setUpgrading] = useState<ReadonlySet<string>>(() => new Set());
  const manifest = useQuery({
    queryKey: ['tokenUpgrade', 'manifest', config.upgradableTokensUrl],
    queryFn: ({ signal }) => loadManifest(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const check = useQuery({
    queryKey: checkKey(owner),
    queryFn: () => checkUpgradableTokens(manifest.data ?? [], owner, chainCheckReader, logError),
    enabled: manifest.isSuccess,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  const setTokens = useCallback(
    (update: (list: readonly UpgradeCandidate[]) => UpgradeCandidate[]) =>
      queryClient.setQueryData<UpgradeCandidate[]>(checkKey(owner), (list) => update(list ?? [])),
    [queryClient, owner],
  );
  const dismiss = useCallback(() => setTokens(() => []), [setTokens]);

  const upgrade = useCallback(
    async (token: UpgradeCandidate) => {
      const mark = (on: boolean) => setUpgrading((current) => markUpgrading(current, token.rootV4, on));
      const text = ({ id, values }: UpgradeMessage) =>
        intl.formatMessage({ id: `tokenUpgrade.toast.${id}` }, { symbol: token.symbol, ...values });
      mark(true);
      try {
        await runUpgrade({
          read: () => readSnapshot(token.rootV4, token.rootV5, owner),
          burn: (amount) => sendUpgradeBurn({ rootV4: token.rootV4, proxy: token.proxy, owner, amount }),
          wait: (probe) => waitUntil(probe, UPGRADE_POLL),
          remove: () => setTokens((list) => withoutToken(list, token.rootV4)),
          format: (amount) => formatAmount(amount, token.decimals),
          notify: (message) => notify(text(message), 'error'),
          notifyPending: (message) => notifyPending(text(message)),
          notifyResult: (pending, message, kind) => notifyResult(pending, text(message), kind),
          warn: (message, detail) => console.warn(message, detail),
        });
      } finally {
        mark(false);
        void queryClient.invalidateQueries({ predicate: (q) => isBalanceQueryKey(q.queryKey) });
        void wallet.refreshBalance();
      }
    },
    [intl, owner, queryClient, setTokens, wallet],
  );

  const checked = checkFinished(manifest.isSuccess, check);
  return { checked, tokens: check.data ?? [], upgrading, upgrade, dismiss };
}
