/**
 * The two sides of the TIP-3 differential test, behind one interface: the devnet's models (a token created through
 * the devnet's token factory, calls from funded dev wallets) and the compiled TIP-3 contracts on a real TVM (a root
 * deployed by a stand-in factory address with the same constructor call, calls from user addresses).
 */
import * as nt from 'nekoton-wasm/node';
import { TokenFactoryAbiJson, TokenRootAbiJson, TokenWalletAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import type { RawTransaction } from 'everscale-inpage-provider';
import type { DevnetHandle } from '../../src';
import { encodeCall } from '../../src/engine/codec';
import { TYCHO } from '../../src/engine/constants';
import { type Call, CALL_VALUE, type DeployOp, normalize, type Role, ROLES, type Who } from './ops';
import { tip3Tvc, type Trace, TvmChain } from './tvm-chain';

export interface TokenSnapshot {
  supply: string;
  owner: string;
  mintDisabled: boolean;
  burnByRootDisabled: boolean;
  burnPaused: boolean;
  /** Each role's balance, or null when its wallet is not deployed. */
  wallets: Record<Role, string | null>;
}

export interface Side {
  readonly tokens: number;
  addr(w: Who): string;
  /** Deploys token number `tokens`; answers the normalized trace. */
  deploy(o: DeployOp): Promise<string[]>;
  call(c: Call): Promise<string[]>;
  snapshot(): TokenSnapshot[];
}

/** Address ↔ role bookkeeping shared by both sides. */
abstract class Roles {
  protected readonly users = new Map<Role, string>();
  protected readonly roots: string[] = [];
  protected readonly wallets: Record<Role, string>[] = [];
  private readonly labels = new Map<string, string>([[ZERO_ADDRESS, 'zero']]);

  get tokens() {
    return this.roots.length;
  }

  addr(w: Who): string {
    return w === 'zero' ? ZERO_ADDRESS : this.users.get(w)!;
  }

  protected name(address: string, label: string) {
    this.labels.set(address, label);
  }

  protected label = (address: string | undefined) => (address ? (this.labels.get(address) ?? 'other') : 'none');

  /** Registers a new root and its wallets' addresses (`walletOf` of each role). */
  protected addRoot(root: string, walletOf: (owner: string) => string) {
    const i = this.roots.length;
    this.roots.push(root);
    this.name(root, `root${i}`);
    const wallets = {} as Record<Role, string>;
    for (const r of ROLES) {
      wallets[r] = walletOf(this.addr(r));
      this.name(wallets[r], `wallet${i}.${r}`);
    }
    this.wallets.push(wallets);
  }

  protected target(c: Call): string {
    return 'root' in c.to ? this.roots[c.to.root]! : this.wallets[c.to.wallet]![c.to.owner];
  }

  protected norm(trace: Trace) {
    return normalize(trace, this.label);
  }
}

export class DevnetSide extends Roles implements Side {
  private constructor(private readonly d: DevnetHandle) {
    super();
  }

  /**
   * A side whose users A, B, C are the given wallets: sequences share them (their token wallets are new with every
   * root, so sequences stay apart), which spares funding three wallets per sequence.
   */
  static create(d: DevnetHandle, users: Record<Role, string>) {
    const side = new DevnetSide(d);
    for (const r of ROLES) {
      side.users.set(r, users[r]);
      side.name(users[r], r);
    }
    side.name(d.addresses().tokenFactory!, 'factory');
    return side;
  }

  /** The transactions caused by a user's call (after the user's own wallet) and what reached the users. */
  private async trace(first: RawTransaction): Promise<{ trace: Trace; all: RawTransaction[] }> {
    const trace: Trace = { transactions: [], delivered: [] };
    const all: RawTransaction[] = [];
    const queue = first.outMessages.filter((m) => m.dst);
    while (queue.length > 0) {
      const m = queue.shift()!;
      if (ROLES.some((r) => this.users.get(r) === m.dst)) {
        trace.delivered.push(m);
        continue;
      }
      const tx = await this.d.findTransaction(m.hash);
      if (!tx) throw new Error(`devnet: no transaction for message ${m.hash}`);
      all.push(tx);
      trace.transactions.push({ account: m.dst!, aborted: tx.aborted, exitCode: tx.exitCode, inMessage: tx.inMessage });
      queue.push(...tx.outMessages.filter((o) => o.dst));
    }
    return { trace, all };
  }

  async deploy(o: DeployOp) {
    const factory = this.d.addresses().tokenFactory!;
    const i = this.tokens;
    const sent = await this.d.sendFrom(this.addr(o.caller), factory, {
      value: 5n * TYCHO,
      bounce: true,
      call: {
        abi: TokenFactoryAbiJson,
        method: 'createToken',
        params: {
          callId: i,
          name: `Token ${i}`,
          symbol: `T${i}`,
          decimals: o.decimals,
          initialSupplyTo: this.addr(o.initialSupplyTo),
          initialSupply: o.initialSupply,
          deployWalletValue: o.deployWalletValue,
          mintDisabled: o.mintDisabled,
          burnByRootDisabled: o.burnByRootDisabled,
          burnPaused: o.burnPaused,
          remainingGasTo: this.addr(o.caller),
        },
      },
    });
    await sent.settled;
    const { trace, all } = await this.trace(sent.transaction);
    const factoryTx = all.find((tx) => tx.inMessage.dst === factory);
    const root = factoryTx?.outMessages.find((m) => m.dst && m.dst !== this.addr(o.caller))?.dst;
    if (!root) throw new Error('devnet: the factory deployed no root');
    this.addRoot(root, (owner) =>
      String(this.d.get(root, TokenRootAbiJson, 'walletOf', { walletOwner: owner }).value0),
    );
    return this.norm(trace);
  }

  async call(c: Call) {
    const sent = await this.d.sendFrom(this.addr(c.actor), this.target(c), {
      value: CALL_VALUE,
      bounce: true,
      call: { abi: c.abi, method: c.method, params: c.params },
    });
    await sent.settled;
    return this.norm((await this.trace(sent.transaction)).trace);
  }

  snapshot(): TokenSnapshot[] {
    return this.roots.map((root, i) => {
      const get = (method: string) => this.d.get(root, TokenRootAbiJson, method).value0;
      const wallets = {} as Record<Role, string | null>;
      for (const r of ROLES) {
        const w = this.wallets[i]![r];
        wallets[r] = this.d.getFullContractState(w)?.isDeployed
          ? String(this.d.get(w, TokenWalletAbiJson, 'balance').value0)
          : null;
      }
      return {
        supply: String(get('totalSupply')),
        owner: this.label(String(get('rootOwner'))),
        mintDisabled: Boolean(get('mintDisabled')),
        burnByRootDisabled: Boolean(get('burnByRootDisabled')),
        burnPaused: Boolean(get('burnPaused')),
        wallets,
      };
    });
  }
}

const ROOT_TVC = tip3Tvc('TokenRoot');
const WALLET_CODE = nt.splitTvc(tip3Tvc('TokenWallet')).code!;

export class TvmSide extends Roles implements Side {
  private readonly chain = new TvmChain();
  /** Stands for the devnet's token factory: it deploys the roots (their `deployer_`). */
  private readonly factory = `0:${'fa'.repeat(32)}`;

  constructor() {
    super();
    ROLES.forEach((r, n) => {
      const address = `0:${String(n + 1).repeat(64)}`;
      this.users.set(r, address);
      this.name(address, r);
      this.chain.addSink(address);
    });
    this.name(this.factory, 'factory');
    this.chain.addSink(this.factory);
  }

  async deploy(o: DeployOp) {
    const i = this.tokens;
    const expected = nt.getExpectedAddress(ROOT_TVC, TokenRootAbiJson, 0, undefined, {
      name_: `Token ${i}`,
      symbol_: `T${i}`,
      decimals_: o.decimals,
      rootOwner_: this.addr(o.caller),
      walletCode_: WALLET_CODE,
      randomNonce_: String(i),
      deployer_: this.factory,
    });
    const body = encodeCall(TokenRootAbiJson, 'constructor', {
      initialSupplyTo: this.addr(o.initialSupplyTo),
      initialSupply: o.initialSupply,
      deployWalletValue: o.deployWalletValue,
      mintDisabled: o.mintDisabled,
      burnByRootDisabled: o.burnByRootDisabled,
      burnPaused: o.burnPaused,
      remainingGasTo: this.addr(o.caller),
    });
    const root = expected.address;
    // What the devnet's factory gives the new root (TokenFactoryGas.DEPLOY_ROOT_VALUE).
    const trace = this.chain.send(this.factory, root, 2n * TYCHO, body, expected.stateInit);
    if (!this.chain.isDeployed(root)) throw new Error(`TVM: the root was not deployed: ${JSON.stringify(trace)}`);
    this.addRoot(root, (owner) =>
      String(this.chain.get(root, TokenRootAbiJson, 'walletOf', { walletOwner: owner })!.value0),
    );
    return Promise.resolve(this.norm(trace));
  }

  call(c: Call) {
    const body = encodeCall(c.abi, c.method, c.params);
    return Promise.resolve(this.norm(this.chain.send(this.addr(c.actor), this.target(c), CALL_VALUE, body)));
  }

  snapshot(): TokenSnapshot[] {
    return this.roots.map((root, i) => {
      const get = (method: string) => this.chain.get(root, TokenRootAbiJson, method)!.value0;
      const wallets = {} as Record<Role, string | null>;
      for (const r of ROLES) {
        const balance = this.chain.get(this.wallets[i]![r], TokenWalletAbiJson, 'balance');
        wallets[r] = balance ? String(balance.value0) : null;
      }
      return {
        supply: String(get('totalSupply')),
        owner: this.label(String(get('rootOwner'))),
        mintDisabled: Boolean(get('mintDisabled')),
        burnByRootDisabled: Boolean(get('burnByRootDisabled')),
        burnPaused: Boolean(get('burnPaused')),
        wallets,
      };
    });
  }
}
