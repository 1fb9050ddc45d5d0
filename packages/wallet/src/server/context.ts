/** Types shared by the provider method handlers. */
import type { ContractUpdatesSubscription, Permission, ProviderEvent } from 'everscale-inpage-provider';
import type { Devnet } from './devnet-types';
import type { RequestApproval } from '../protocol';
import type { Validator } from './validate';

export interface AccountInteraction {
  address: string;
  publicKey: string;
  contractType: string;
}

/** Mutable per-connection state. */
export interface SessionState {
  origin: string;
  version: string;
  basic: boolean;
  account?: AccountInteraction;
  subscriptions: Map<string, ContractUpdatesSubscription>;
}

export interface ResolvedOptions {
  version: string;
  networkId: number;
  contractType: string;
  /** Seconds a delayed message is valid for (`expireAt` = now + this). */
  messageTimeout: number;
}

export interface HandlerContext {
  devnet: Devnet;
  options: ResolvedOptions;
  session: SessionState;
  approval?: RequestApproval;
  /** TIP-3 roots added per account (addAsset), shared by every session of the backend. */
  assets: Map<string, Set<string>>;
  emit(event: ProviderEvent, data: unknown): void;
}

export type Handler = (ctx: HandlerContext, v: Validator, params: unknown) => unknown;

export interface MethodSpec {
  /** Permission the origin must hold, as the extension requires. */
  permission?: Permission;
  handler: Handler;
}

export type MethodTable = Record<string, MethodSpec>;
