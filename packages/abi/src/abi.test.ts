import { describe, expect, it } from 'vitest';
// js-core exports only its root entry (which drags in the whole SDK); the ABI files are read directly.
import { TokenRootAbi as RefRoot } from '../node_modules/@broxus/js-core/dist/esm/models/tvm-token/abi/TokenRoot.abi.js';
import { TokenWalletAbi as RefWallet } from '../node_modules/@broxus/js-core/dist/esm/models/tvm-token-wallet/abi/TokenWallet.abi.js';
import { VaultTokenWalletAbi as RefVaultWallet } from '../node_modules/@broxus/js-core/dist/esm/models/vault-token-wallet/abi/VaultTokenWallet.abi.js';
import { WrappedCurrencyVaultAbi as RefVault } from '../node_modules/@broxus/js-core/dist/esm/models/wrapped-currency-vault/abi/WrappedCurrencyVault.abi.js';
import { DexRootAbi as RefDexRoot } from '../node_modules/@broxus/js-core/dist/esm/models/dex/abi/DexRoot.abi.js';
import { DexAccountAbi as RefDexAccount } from '../node_modules/@broxus/js-core/dist/esm/models/dex-account/abi/DexAccount.abi.js';
import { DexAccountCallbacksAbi as RefDexAccountCallbacks } from '../node_modules/@broxus/js-core/dist/esm/models/dex-account/abi/DexAccountCallbacks.abi.js';
import { DexPairAbi as RefDexPair } from '../node_modules/@broxus/js-core/dist/esm/models/dex-pair/abi/DexPair.abi.js';
import { DexPairCallbacksAbi as RefDexPairCallbacks } from '../node_modules/@broxus/js-core/dist/esm/models/dex-pair/abi/DexPairCallbacks.abi.js';
import { DexStablePairAbi as RefDexStablePair } from '../node_modules/@broxus/js-core/dist/esm/models/dex-stable-pair/abi/DexStablePair.abi.js';
import { DexStablePoolAbi as RefDexStablePool } from '../node_modules/@broxus/js-core/dist/esm/models/dex-stable-pool/abi/DexStablePool.abi.js';
import { TokenFactoryAbi as RefTokenFactory } from '../node_modules/@broxus/js-core/dist/esm/models/tvm-token-factory/abi/TokenFactory.abi.js';
import { DexGasValuesAbi as RefDexGasValues } from '../node_modules/@broxus/js-core/dist/esm/models/dex-gas-values/abi/DexGasValues.abi.js';
import { GaugeAbi as RefGauge } from '../node_modules/@broxus/js-core/dist/esm/models/gauge/abi/Gauge.abi.js';
import { GaugeAccountAbi as RefGaugeAccount } from '../node_modules/@broxus/js-core/dist/esm/models/gauge-account/abi/GaugeAccount.abi.js';
import { VoteEscrowAbi as RefVoteEscrow } from '../node_modules/@broxus/js-core/dist/esm/models/vote-escrow/abi/VoteEscrow.abi.js';
import { VoteEscrowAccountAbi as RefVoteEscrowAccount } from '../node_modules/@broxus/js-core/dist/esm/models/vote-escrow-account/abi/VoteEscrowAccount.abi.js';
import { VoteEscrowDaoRootAbi as RefDaoRoot } from '../node_modules/@broxus/js-core/dist/esm/models/vote-escrow-dao-root/abi/VoteEscrowDaoRoot.abi.js';
import { VoteEscrowProposalAbi as RefProposal } from '../node_modules/@broxus/js-core/dist/esm/models/vote-escrow-proposal/abi/VoteEscrowProposal.abi.js';
import {
  DaoRootAbi,
  DaoRootAbiJson,
  ProposalAbi,
  PROPOSAL_STATES,
  DexAccountAbi,
  EMPTY_CELL,
  DexAccountAbiJson,
  DexAccountCallbacksAbi,
  DexGasValuesAbi,
  DexPairAbi,
  DexPairAbiJson,
  DexPairCallbacksAbi,
  DexRootAbi,
  DexStablePairAbi,
  DexStablePoolAbi,
  DexStablePoolAbiJson,
  dexCallbackNames,
  dexEventNames,
  GaugeAbi,
  GaugeAccountAbi,
  TokenCallbacksAbi,
  TokenFactoryAbi,
  TokenFactoryAbiJson,
  TokenFactoryCallbacksAbi,
  TokenRootAbi,
  TokenRootAbiJson,
  TokenWalletAbi,
  VaultTokenWalletAbi,
  VoteEscrowAbi,
  VoteEscrowAbiJson,
  VoteEscrowAccountAbi,
  WrappedCurrencyVaultAbi,
} from './index';

interface Param {
  name: string;
  type: string;
  components?: readonly Param[];
}
interface Entry {
  name: string;
  id?: string;
  inputs: readonly Param[];
  outputs?: readonly Param[];
}
interface AbiLike {
  functions: readonly Entry[];
  events?: readonly Entry[];
}

/** Names and types, recursively for tuples; what the encoding depends on. */
const shape = (params: readonly Param[] | undefined): unknown[] =>
  (params ?? []).map((x) => ({
    name: x.name,
    type: x.type,
    components: x.components ? shape(x.components) : undefined,
  }));

function expectMatches(ours: AbiLike, reference: AbiLike) {
  for (const kind of ['functions', 'events'] as const) {
    for (const entry of ours[kind] ?? []) {
      const ref = (reference[kind] ?? []).find((r) => r.name === entry.name);
      expect(ref, `${kind} ${entry.name} exists in the reference`).toBeDefined();
      expect(shape(entry.inputs), `${entry.name} inputs`).toEqual(shape(ref!.inputs));
      expect(shape(entry.outputs), `${entry.name} outputs`).toEqual(shape(ref!.outputs));
      if (entry.id !== undefined || ref!.id !== undefined) {
        expect(entry.id?.toLowerCase(), `${entry.name} id`).toEqual(ref!.id?.toLowerCase());
      }
    }
  }
}

describe('typed ABIs match the reference (js-core)', () => {
  it('TokenRoot', () => expectMatches(TokenRootAbi, RefRoot as AbiLike));
  it('Gauge', () => expectMatches(GaugeAbi, RefGauge as AbiLike));
  it('GaugeAccount', () => expectMatches(GaugeAccountAbi, RefGaugeAccount as AbiLike));
  it('TokenWallet', () => expectMatches(TokenWalletAbi, RefWallet as AbiLike));
  it('VaultTokenWallet', () => expectMatches(VaultTokenWalletAbi, RefVaultWallet as AbiLike));
  it('WrappedCurrencyVault', () => expectMatches(WrappedCurrencyVaultAbi, RefVault as AbiLike));
  it('onAcceptTokensTransfer callback matches the vault reference', () => {
    const ours = TokenCallbacksAbi.functions.filter((f) => f.name === 'onAcceptTokensTransfer');
    expectMatches({ functions: ours }, RefVault as AbiLike);
  });
  it('declares every reference function of the contracts the devnet implements', () => {
    for (const [ours, ref] of [
      [TokenRootAbi, RefRoot],
      [TokenWalletAbi, RefWallet],
      [VaultTokenWalletAbi, RefVaultWallet],
      [WrappedCurrencyVaultAbi, RefVault],
    ] as const) {
      const names = new Set((ours as AbiLike).functions.map((f) => f.name));
      for (const f of (ref as AbiLike).functions) expect(names.has(f.name), f.name).toBe(true);
    }
  });
  it('TokenFactory', () => expectMatches(TokenFactoryAbi, RefTokenFactory as AbiLike));
  it('TokenFactory declares every reference function and the same header, data and fields', () => {
    const names = new Set((TokenFactoryAbi as AbiLike).functions.map((f) => f.name));
    for (const f of (RefTokenFactory as AbiLike).functions) expect(names.has(f.name), f.name).toBe(true);
    expect(TokenFactoryAbi.header).toEqual(RefTokenFactory.header);
    expect(TokenFactoryAbi.data).toEqual(RefTokenFactory.data);
    expect(TokenFactoryAbi.fields).toEqual(RefTokenFactory.fields);
    expect(JSON.parse(TokenFactoryAbiJson)).toEqual(JSON.parse(JSON.stringify(TokenFactoryAbi)));
  });
  it('the factory callback and the ownership callback have the front end and tip3 signatures', () => {
    const callback = TokenFactoryCallbacksAbi.functions[0];
    expect(shape(callback.inputs)).toEqual(
      shape([
        { name: 'callId', type: 'uint32' },
        { name: 'token_root', type: 'address' },
      ]),
    );
    const ownership = TokenCallbacksAbi.functions.find((f) => f.name === 'onTransferTokenRootOwnership');
    expect(ownership?.inputs.map((i) => i.type)).toEqual(['address', 'address', 'address', 'cell']);
  });
  it('exports JSON strings for nekoton', () => {
    expect(JSON.parse(TokenRootAbiJson)).toEqual(JSON.parse(JSON.stringify(TokenRootAbi)));
  });
});

describe('DEX ABIs match the reference (js-core)', () => {
  const pairs = [
    ['DexRoot', DexRootAbi, RefDexRoot],
    ['DexAccount', DexAccountAbi, RefDexAccount],
    ['DexAccountCallbacks', DexAccountCallbacksAbi, RefDexAccountCallbacks],
    ['DexPair', DexPairAbi, RefDexPair],
    ['DexPairCallbacks', DexPairCallbacksAbi, RefDexPairCallbacks],
    ['DexStablePair', DexStablePairAbi, RefDexStablePair],
    ['DexStablePool', DexStablePoolAbi, RefDexStablePool],
    ['DexGasValues', DexGasValuesAbi, RefDexGasValues],
  ] as const;
  for (const [name, ours, ref] of pairs) {
    it(name, () => expectMatches(ours as AbiLike, ref as AbiLike));
  }
  it('has no duplicate entries', () => {
    for (const [name, ours] of pairs) {
      for (const kind of ['functions', 'events'] as const) {
        const names = ((ours as AbiLike)[kind] ?? []).map((e) => e.name);
        expect(new Set(names).size, `${name} ${kind}`).toBe(names.length);
      }
    }
  });
  it('declares what the devnet and the API use', () => {
    const has = (abi: AbiLike, kind: 'functions' | 'events', names: string[]) => {
      const set = new Set((abi[kind] ?? []).map((e) => e.name));
      for (const n of names) expect(set.has(n), n).toBe(true);
    };
    const poolGetters = ['getTokenRoots', 'getTokenWallets', 'getBalances', 'getFeeParams', 'getAccumulatedFees'];
    const poolCommon = [...poolGetters, 'getPoolType', 'expectedExchange', 'expectedSpendAmount', 'getRoot'];
    const poolEvents = Object.values(dexEventNames.pool).filter((n) => !n.endsWith('V2'));
    has(DexPairAbi, 'functions', [...poolCommon, 'buildExchangePayloadV2', 'buildCrossPairExchangePayloadV2']);
    has(DexPairAbi, 'functions', ['buildDepositLiquidityPayloadV2', 'buildWithdrawLiquidityPayloadV2']);
    has(DexPairAbi, 'functions', ['expectedDepositLiquidity', 'expectedWithdrawLiquidity']);
    has(DexStablePairAbi, 'functions', [...poolCommon, 'getAmplificationCoefficient', 'expectedDepositLiquidityV2']);
    has(DexStablePoolAbi, 'functions', [...poolCommon, 'getAmplificationCoefficient', 'buildExchangePayload']);
    has(DexStablePoolAbi, 'functions', ['buildWithdrawLiquidityOneCoinPayload', 'buildCrossPairExchangePayload']);
    has(DexStablePoolAbi, 'functions', ['expectedDepositLiquidityOneCoin', 'expectedWithdrawLiquidityOneCoin']);
    has(DexStablePoolAbi, 'functions', ['expectedOneCoinWithdrawalSpendAmount', 'expectedDepositSpendAmount']);
    for (const abi of [DexPairAbi, DexStablePairAbi, DexStablePoolAbi]) has(abi as AbiLike, 'events', poolEvents);
    has(DexStablePoolAbi, 'events', ['DepositLiquidityV2', 'WithdrawLiquidityV2']);
    has(DexRootAbi, 'functions', ['getExpectedPairAddress', 'getExpectedPoolAddress', 'getExpectedAccountAddress']);
    has(DexRootAbi, 'functions', ['deployPair', 'deployStablePool', 'deployAccount']);
    has(DexRootAbi, 'events', Object.values(dexEventNames.root));
    has(DexAccountAbi, 'functions', ['withdraw', 'depositLiquidityV2', 'withdrawLiquidityV2', 'addPool', 'addPair']);
    has(DexAccountAbi, 'functions', ['getBalances', 'getWallets', 'getWalletData', 'withdrawLiquidity']);
    has(DexAccountAbi, 'events', Object.values(dexEventNames.account));
    has(
      DexPairCallbacksAbi,
      'functions',
      Object.values(dexCallbackNames).filter((n) => n.startsWith('dexPair')),
    );
    has(DexAccountCallbacksAbi, 'functions', ['dexAccountOnSuccess', 'dexAccountOnBounce']);
  });
  it('exports JSON strings for nekoton', () => {
    expect(JSON.parse(DexPairAbiJson)).toEqual(JSON.parse(JSON.stringify(DexPairAbi)));
    expect(JSON.parse(DexStablePoolAbiJson).events.length).toBe(DexStablePoolAbi.events.length);
    expect(JSON.parse(DexAccountAbiJson).functions.length).toBe(DexAccountAbi.functions.length);
  });
});

describe('vote escrow ABIs match the reference (js-core)', () => {
  it('VoteEscrow', () => expectMatches(VoteEscrowAbi, RefVoteEscrow as AbiLike));
  it('VoteEscrowAccount', () => expectMatches(VoteEscrowAccountAbi, RefVoteEscrowAccount as AbiLike));
  it('declares what the devnet and the app use, once each', () => {
    const has = (abi: AbiLike, kind: 'functions' | 'events', names: string[]) => {
      const list = (abi[kind] ?? []).map((e) => e.name);
      expect(new Set(list).size, kind).toBe(list.length);
      for (const n of names) expect(list.includes(n), n).toBe(true);
    };
    has(VoteEscrowAbi, 'functions', [
      ...['getDetails', 'getCurrentEpochDetails', 'getVotingDetails', 'currentVotingVotes', 'gaugeWhitelist'],
      ...['gaugeDaoApproved', 'calculateGasForEndVoting', 'getNormalizedVoting', 'getVoteEscrowAccountAddress'],
      ...['encodeDepositPayload', 'encodeWhitelistPayload', 'distributionSchedule', 'distributionScheme'],
      ...['voteEpoch', 'endVoting', 'startVoting', 'withdraw', 'onAcceptTokensTransfer'],
      ...['castVote', 'castVoteWithReason', 'tryUnlockCastedVotes', 'tryUnlockVoteTokens'],
    ]);
    has(VoteEscrowAbi, 'events', [
      ...['Deposit', 'DepositRevert', 'Withdraw', 'WithdrawRevert', 'Vote', 'VoteRevert', 'VotingStart'],
      ...['VotingStartedAlready', 'VotingEnd', 'VotingEndRevert', 'EpochDistribution', 'GaugeWhitelist'],
      ...['GaugeDAOApprove', 'GaugeRemoveWhitelist', 'VeQubesBurn'],
    ]);
    has(VoteEscrowAccountAbi, 'functions', [
      ...['getDetails', 'calculateVeAverage', 'calculateMinGas', 'lockedTokens', 'deposits'],
      ...['casted_votes', 'created_proposals'],
    ]);
    has(VoteEscrowAccountAbi, 'events', []);
  });
  it('exports JSON strings for nekoton', () => {
    expect(JSON.parse(VoteEscrowAbiJson)).toEqual(JSON.parse(JSON.stringify(VoteEscrowAbi)));
  });
});

describe('governance ABIs match the reference (js-core)', () => {
  it('DaoRoot', () => expectMatches(DaoRootAbi, RefDaoRoot as AbiLike));
  it('Proposal', () => expectMatches(ProposalAbi, RefProposal as AbiLike));
  it('have the reference header and declare what the devnet and the app use, once each', () => {
    expect(DaoRootAbi.header).toEqual(RefDaoRoot.header);
    expect(ProposalAbi.header).toEqual(RefProposal.header);
    const has = (abi: AbiLike, kind: 'functions' | 'events', names: string[]) => {
      const list = (abi[kind] ?? []).map((e) => e.name);
      expect(new Set(list).size, kind).toBe(list.length);
      for (const n of names) expect(list.includes(n), n).toBe(true);
    };
    has(DaoRootAbi, 'functions', [
      ...['propose', 'calcTonActionsValue', 'calcEthActionsValue', 'proposalConfiguration', 'proposalCount'],
      ...['expectedProposalAddress', 'expectedVoteEscrowAccountAddress', 'getVoteEscrowRoot'],
    ]);
    has(DaoRootAbi, 'events', ['ProposalCreated', 'ExecutingTonActions']);
    has(ProposalAbi, 'functions', [
      ...['getOverview', 'getActions', 'getConfig', 'getState', 'getTimings', 'getVotes', 'getStatuses'],
      ...['queue', 'execute', 'cancel', 'castVote', 'unlockCastedVote', 'unlockVoteTokens'],
    ]);
    has(ProposalAbi, 'events', ['VoteCast', 'Queued', 'Executed', 'Canceled']);
    has(VoteEscrowAccountAbi, 'events', ['VoteCast', 'UnlockVotes', 'UnlockCastedVotes']);
  });
  it('lists the eight states in the contract order', () => {
    expect(PROPOSAL_STATES.indexOf('Canceled')).toBe(2);
    expect(PROPOSAL_STATES.indexOf('Executed')).toBe(7);
    expect(PROPOSAL_STATES).toHaveLength(8);
  });
  it('exports JSON strings for nekoton', () => {
    expect(JSON.parse(DaoRootAbiJson)).toEqual(JSON.parse(JSON.stringify(DaoRootAbi)));
  });
});

describe('constants', () => {
  it('EMPTY_CELL is the BOC of an empty cell', async () => {
    const nt = await import('nekoton-wasm/node');
    expect(nt.packIntoCell([], {}).boc).toBe(EMPTY_CELL);
  });
});
