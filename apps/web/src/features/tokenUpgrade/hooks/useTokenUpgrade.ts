/**
 * The token upgrade of one wallet address (spec 4.6): the check (react-query, cached for the session per address),
 * the per-token upgrade (upgrading until the v5 balance grew, then removed) and Dismiss (clears the list for the
 * rest of the session of that address).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useWalletController } from '@/shared/chain';
import { config } from '@/shared/config';
import { formatAmount } from '@/shared/lib/format';
import { notify, notifyPending, notifyResult } from '@/shared/ui';
import { chainCheckReader, readSnapshot, sendUpgradeBurn } from '../chain/upgradeChain';
import { errorText, isRejection } from '@/shared/chain/errors';
import { waitUntil } from '@/shared/lib/waitUntil';
import {
  checkUpgradableTokens,
  isBalanceQueryKey,
  parseManifest,
  UPGRADE_POLL,
  upgradeOutcome,
  upgradeResultNotice,
  withoutToken,
  type UpgradeCandidate,
} from '../logic/upgradeLogic';

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
      const mark = (on: boolean) =>
        setUpgrading((current) => {
          const next = new Set(current);
          if (on) next.add(token.rootV4);
          else next.delete(token.rootV4);
          return next;
        });
      const message = (id: string, values: Record<string, string> = {}) =>
        intl.formatMessage({ id: `tokenUpgrade.toast.${id}` }, { symbol: token.symbol, ...values });
      mark(true);
      try {
        const before = await readSnapshot(token.rootV4, token.rootV5, owner);
        const amount = before.v4; // the whole v4 balance, as it is now
        if (amount <= 0n) {
          setTokens((list) => withoutToken(list, token.rootV4));
          return;
        }
        try {
          await sendUpgradeBurn({ rootV4: token.rootV4, proxy: token.proxy, owner, amount });
        } catch (error) {
          if (isRejection(error)) notify(message('canceled'), 'error');
          else notify(message('failed', { message: errorText(error) }), 'error');
          return;
        }
        const pending = notifyPending(message('pending'));
        const result = await waitUntil(async () => {
          try {
            return upgradeOutcome(before, await readSnapshot(token.rootV4, token.rootV5, owner), amount);
          } catch (error) {
            console.warn('Token upgrade balance read error', error);
            throw error;
          }
        }, UPGRADE_POLL);
        const notice = upgradeResultNotice(result);
        if (notice.removed) setTokens((list) => withoutToken(list, token.rootV4));
        notifyResult(pending, message(notice.id, { amount: formatAmount(amount, token.decimals) }), notice.kind);
      } catch (error) {
        notify(message('failed', { message: errorText(error) }), 'error');
      } finally {
        mark(false);
        void queryClient.invalidateQueries({ predicate: (q) => isBalanceQueryKey(q.queryKey) });
        void wallet.refreshBalance();
      }
    },
    [intl, owner, queryClient, setTokens, wallet],
  );

  const checked = manifest.isSuccess && (check.isSuccess || check.isError);
  return { checked, tokens: check.data ?? [], upgrading, upgrade, dismiss };
}
