/** What the dev wallet remembers in the browser, and the URL parameters that steer it in tests. */
import type { Permission } from 'everscale-inpage-provider';

export const STORAGE_KEYS = {
  autoApprove: 'devwallet:autoApprove',
  permissions: 'devwallet:permissions',
  walletVersion: 'devwallet:walletVersion',
  noExecuteLocal: 'devwallet:noExecuteLocal',
} as const;

/** The permission granted to this origin (localStorage is per origin, as an extension's store would be). */
export interface StoredPermissions {
  permissions: Permission[];
  account?: string;
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export class Settings {
  private auto: boolean;
  /** `?devAccount=<name>`: pick this account without showing the picker. */
  readonly devAccount: string | undefined;
  /** `?walletVersion=X`: the version reported instead of the server's (kept for the tab's reloads). */
  readonly walletVersion: string | undefined;
  /** `?noExecuteLocal=1`: answer executeLocal as a wallet without it does (kept for the tab's reloads). */
  readonly noExecuteLocal: boolean;
  private readonly listeners = new Set<() => void>();

  constructor(
    search: string,
    private readonly local: Storage | undefined,
    session: Storage | undefined,
  ) {
    const params = new URLSearchParams(search);
    const autoParam = params.get('autoApprove');
    if (autoParam !== null)
      safe(
        () => local?.setItem(STORAGE_KEYS.autoApprove, autoParam === '0' || autoParam === 'false' ? '0' : '1'),
        undefined,
      );
    this.auto = safe(() => local?.getItem(STORAGE_KEYS.autoApprove) === '1', false);
    this.devAccount = params.get('devAccount') || undefined;
    const version = params.get('walletVersion');
    if (version) safe(() => session?.setItem(STORAGE_KEYS.walletVersion, version), undefined);
    this.walletVersion = version || safe(() => session?.getItem(STORAGE_KEYS.walletVersion) ?? undefined, undefined);
    const noLocal = params.get('noExecuteLocal');
    if (noLocal !== null)
      safe(() => session?.setItem(STORAGE_KEYS.noExecuteLocal, noLocal === '1' ? '1' : '0'), undefined);
    this.noExecuteLocal = safe(() => session?.getItem(STORAGE_KEYS.noExecuteLocal) === '1', noLocal === '1');
  }

  get autoApprove(): boolean {
    return this.auto;
  }

  set autoApprove(value: boolean) {
    this.auto = value;
    safe(() => this.local?.setItem(STORAGE_KEYS.autoApprove, value ? '1' : '0'), undefined);
    for (const listener of this.listeners) listener();
  }

  /** Re-reads the switch after another tab changed it. */
  reload(): void {
    const next = safe(() => this.local?.getItem(STORAGE_KEYS.autoApprove) === '1', false);
    if (next === this.auto) return;
    this.auto = next;
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  loadPermissions(): StoredPermissions | undefined {
    const text = safe(() => this.local?.getItem(STORAGE_KEYS.permissions) ?? null, null);
    if (!text) return undefined;
    try {
      const value = JSON.parse(text) as StoredPermissions;
      return Array.isArray(value.permissions) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  savePermissions(value: StoredPermissions | undefined): void {
    safe(
      () =>
        value
          ? this.local?.setItem(STORAGE_KEYS.permissions, JSON.stringify(value))
          : this.local?.removeItem(STORAGE_KEYS.permissions),
      undefined,
    );
  }
}
