/**
 * Token upgrade (spec 4.6, 7, 8, 9): pure rules. The manifest lists upgradable tokens (v4 root, v5 root, proxy);
 * the check keeps the ones the owner holds a v4 balance of; upgrading burns the whole v4 balance with the proxy as
 * callback and is done once the v5 balance has grown by the burnt amount.
 */
import { upgradableTokenSchema, type UpgradableToken } from '@tycho/api';
import type { WaitResult } from '@/shared/lib/waitUntil';

export type { UpgradableToken };

/** A token the owner can upgrade: the manifest entry, the v4 balance (smallest units) and the decimals. */
export interface UpgradeCandidate extends UpgradableToken {
  balance: string;
  decimals: number;
}

/** Spec 7 and 9: the burn attaches 1 coin (the rest comes back to the owner). */
export const UPGRADE_GAS = '1000000000';
/** Balances are re-read every 2 s after the burn is sent, at most 30 times, before giving up. */
export const UPGRADE_POLL_MS = 2000;
export const UPGRADE_MAX_POLLS = 30;

type OnError = (message: string, detail: unknown) => void;

/** Reads the manifest leniently: a malformed entry is logged and skipped, not the whole list (spec 8). */
export function parseManifest(json: unknown, onError: OnError): UpgradableToken[] {
  const list = (json as { tokens?: unknown } | null)?.tokens;
  if (!Array.isArray(list)) {
    onError('Token upgrade manifest has no token list', json);
    return [];
  }
  const tokens: UpgradableToken[] = [];
  for (const entry of list) {
    const parsed = upgradableTokenSchema.safeParse(entry);
    if (parsed.success) tokens.push(parsed.data);
    else onError('Token upgrade manifest entry skipped', entry);
  }
  return tokens;
}

export interface CheckReader {
  /** The owner's balance of a v4 token (smallest units); rejects when it cannot be read. */
  balance(rootV4: string, owner: string): Promise<string>;
  /** The v4 token's decimals. */
  decimals(rootV4: string): Promise<number>;
}

/**
 * The tokens the owner holds a positive v4 balance of, in manifest order. A token whose check fails is logged and
 * skipped (spec 8); the others are still listed.
 */
export async function checkUpgradableTokens(
  tokens: readonly UpgradableToken[],
  owner: string,
  reader: CheckReader,
  onError: OnError,
): Promise<UpgradeCandidate[]> {
  const results = await Promise.allSettled(
    tokens.map(async (token): Promise<UpgradeCandidate | null> => {
      const balance = BigInt(await reader.balance(token.rootV4, owner));
      if (balance <= 0n) return null;
      const decimals = await reader.decimals(token.rootV4);
      if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new Error(`bad decimals ${decimals}`);
      return { ...token, balance: balance.toString(), decimals };
    }),
  );
  const found: UpgradeCandidate[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') {
      if (result.value) found.push(result.value);
    } else onError(`Token upgrade check error (${tokens[i]!.symbol})`, result.reason);
  });
  return found;
}

/** The list without one token (after it was upgraded, or found empty). */
export function withoutToken(list: readonly UpgradeCandidate[], rootV4: string): UpgradeCandidate[] {
  return list.filter((t) => t.rootV4 !== rootV4);
}

/** The state of the owner's v4 token wallet and v5 balance, read before the burn and while waiting. */
export interface UpgradeSnapshot {
  v4: bigint;
  /** Logical time of the v4 wallet's last transaction (undefined when the wallet is not deployed). */
  v4Lt: string | undefined;
  v5: bigint;
}

export type UpgradeOutcome = 'upgraded' | 'failed';

/** The upgrade's status poll: every 2 s, at most 30 reads (a failed read counts as one). */
export const UPGRADE_POLL = { intervalMs: UPGRADE_POLL_MS, attempts: UPGRADE_MAX_POLLS } as const;

/**
 * Where an upgrade stands after a read: upgraded when the v5 balance has grown by the burnt amount; failed when the
 * v4 wallet ran a transaction but kept its balance (the burn was aborted and bounced back); otherwise undefined
 * (still on its way; the poll gives up after its last read).
 */
export function upgradeOutcome(
  before: UpgradeSnapshot,
  now: UpgradeSnapshot,
  amount: bigint,
): UpgradeOutcome | undefined {
  if (now.v5 - before.v5 >= amount) return 'upgraded';
  if (now.v4Lt !== before.v4Lt && now.v4 === before.v4) return 'failed';
  return undefined;
}

/**
 * What replaces the pending toast of an upgrade (spec 4.12): upgraded (and the token leaves the list), failed with
 * the balance unchanged (bounced), or the poll gave up.
 */
export function upgradeResultNotice(result: WaitResult<UpgradeOutcome>): {
  id: 'success' | 'bounced' | 'timeout';
  kind: 'success' | 'error';
  removed: boolean;
} {
  if (result.kind === 'done' && result.value === 'upgraded') return { id: 'success', kind: 'success', removed: true };
  return { id: result.kind === 'done' ? 'bounced' : 'timeout', kind: 'error', removed: false };
}

/** The notice (toast) shows once checking is done, with tokens to upgrade, while the popup is closed. */
export function noticeVisible(checked: boolean, tokens: readonly unknown[] | undefined, popupOpen: boolean): boolean {
  return checked && !popupOpen && (tokens?.length ?? 0) > 0;
}

/** Query keys whose data are token balances: refreshed after an upgrade (both v4 and v5 balances moved). */
export function isBalanceQueryKey(key: readonly unknown[]): boolean {
  return key.some((part) => typeof part === 'string' && /balance/i.test(part));
}
