/** Permission methods: connect, change account, disconnect and the provider state. */
import type { Permission } from 'everscale-inpage-provider';
import type { DevAccount, Devnet } from './devnet-types';
import type { HandlerContext, MethodTable, SessionState } from './context';
import { subscriptionsObject } from './subscriptions';
import type { Validator } from './validate';

export const SUPPORTED_PERMISSIONS: Permission[] = ['basic', 'accountInteraction'];

/** `major * 1e6 + minor * 1e3 + patch`, as the extension computes it. */
export function numericVersion(version: string): number {
  const parts = version.split('.').map((x) => Number.parseInt(x, 10));
  if (parts.length !== 3 || parts.some((x) => !Number.isInteger(x) || x < 0 || x > 999)) {
    throw new Error(`Invalid wallet version "${version}" (expected major.minor.patch)`);
  }
  return parts[0] * 1_000_000 + parts[1] * 1_000 + parts[2];
}

const UNKNOWN_PUBLIC_KEY = '0'.repeat(64);

/**
 * Finds a wallet account by name or address: a seeded dev account, or any deployed account with the dev accounts'
 * wallet code (e.g. a freshly funded test wallet; its public key is not known to the devnet API, so zeros).
 */
export function findAccount(devnet: Devnet, key: string): DevAccount | undefined {
  const lower = key.toLowerCase();
  const accounts = devnet.devAccounts();
  const known = accounts.find((a) => a.address.toLowerCase() === lower || a.name.toLowerCase() === lower);
  if (known || !/^-?\d{1,3}:[0-9a-f]{64}$/.test(lower) || accounts.length === 0) return known;
  const walletCode = devnet.getFullContractState(accounts[0].address)?.codeHash;
  const state = devnet.getFullContractState(lower);
  if (!walletCode || !state?.isDeployed || state.codeHash !== walletCode) return undefined;
  return { name: lower, address: lower, publicKey: UNKNOWN_PUBLIC_KEY };
}

export function permissionsOf(session: SessionState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (session.basic) out.basic = true;
  if (session.account) out.accountInteraction = { ...session.account };
  return out;
}

function grantAccount(ctx: HandlerContext, v: Validator, key: string): void {
  const account = findAccount(ctx.devnet, key);
  if (!account) v.fail(`"${key}" is not a dev wallet account`);
  ctx.session.account = {
    address: account.address,
    publicKey: account.publicKey,
    contractType: ctx.options.contractType,
  };
}

function parsePermissions(v: Validator, params: unknown): Permission[] {
  const list = v.array(v.params(params), 'permissions');
  if (list.length === 0) v.fail('"permissions" must not be empty');
  for (const item of list) {
    if (!SUPPORTED_PERMISSIONS.includes(item as Permission))
      v.fail(`unknown permission "${String(item)}" (supported: basic, accountInteraction)`);
  }
  return [...new Set(list as Permission[])];
}

export const permissionMethods: MethodTable = {
  requestPermissions: {
    handler: (ctx, v, params) => {
      const requested = parsePermissions(v, params);
      if (requested.includes('accountInteraction')) {
        const key = ctx.approval?.account ?? ctx.session.account?.address;
        if (key === undefined)
          return v.fail('no account was approved for "accountInteraction" (the dev wallet page must pick one)');
        grantAccount(ctx, v, key);
      }
      if (requested.includes('basic')) ctx.session.basic = true;
      const permissions = permissionsOf(ctx.session);
      ctx.emit('permissionsChanged', { permissions });
      return permissions;
    },
  },
  changeAccount: {
    permission: 'accountInteraction',
    handler: (ctx, v) => {
      const key = ctx.approval?.account;
      if (key === undefined) return v.fail('no account was picked (the dev wallet page must pick one)');
      grantAccount(ctx, v, key);
      const permissions = permissionsOf(ctx.session);
      ctx.emit('permissionsChanged', { permissions });
      return permissions;
    },
  },
  disconnect: {
    handler: (ctx) => {
      ctx.session.basic = false;
      ctx.session.account = undefined;
      ctx.session.subscriptions.clear();
      ctx.emit('permissionsChanged', { permissions: {} });
      ctx.emit('loggedOut', {});
      return {};
    },
  },
  getProviderState: {
    handler: (ctx) => ({
      version: ctx.session.version,
      numericVersion: numericVersion(ctx.session.version),
      networkId: ctx.options.networkId,
      selectedConnection: 'tycho-devnet',
      supportedPermissions: [...SUPPORTED_PERMISSIONS],
      permissions: permissionsOf(ctx.session),
      subscriptions: subscriptionsObject(ctx.session),
    }),
  },
};
