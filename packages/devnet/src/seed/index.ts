/** Runs the seed steps deterministically (frozen clock, one batch) and records the network facts. */
import type { DevnetImpl, NetworkInfo } from '../devnet';
import { GENESIS_TIME } from '../engine/constants';
import { builderStep } from './builder';
import { daoSetupStep, daoStep } from './dao';
import { dexRootStep } from './dex';
import { gaugeFactoryStep } from './gauge-factory';
import { gaugesStep } from './gauges';
import { farmsStep } from './farms';
import { historyStep } from './history';
import { marketStep } from './market';
import { upgradeStep } from './upgrade';
import { limitBookStep, limitSetupStep } from './limit';
import { portfolioStep } from './portfolio';
import { proposalsSetupStep, proposalsStep } from './proposals';
import { BASE_STEPS, type SeedContext, type SeedStep } from './steps';

/**
 * Default seed: dev accounts, tokens, vault, DEX root, market (tokens, pools, liquidity), the limit-order factory and
 * roots, the DAO's vote escrow and the seeded gauges, 30 days of history (with the DAO's epochs), v4, gauge rewards and
 * dev accounts' positions, the token factory with builder tokens, the live limit-order book, a DEX account balance of Dave, the gauge factory, the
 * old farming fabric and farm pools, proposals in every state (seed/proposals.ts), an open vote.
 */
export const DEFAULT_STEPS: SeedStep[] = [
  ...BASE_STEPS,
  dexRootStep,
  marketStep,
  limitSetupStep,
  daoSetupStep,
  proposalsSetupStep,
  historyStep,
  upgradeStep,
  gaugesStep,
  builderStep,
  limitBookStep,
  portfolioStep,
  gaugeFactoryStep,
  farmsStep,
  proposalsStep,
  daoStep,
];

/** Chain seconds between seed steps, so seeded history has distinct, increasing times. */
const STEP_SECONDS = 60;

export async function runSeed(
  devnet: DevnetImpl,
  network: NetworkInfo,
  steps: SeedStep[] = DEFAULT_STEPS,
  historyEnd = Math.floor(Date.now() / 1000),
): Promise<void> {
  const ctx: SeedContext = {
    historyEnd,
    devnet,
    seed: network.seed,
    giver: network.giver,
    devAccounts: network.devAccounts,
    addresses: network.addresses,
    tokens: network.tokens,
  };
  const clock = devnet.chain.clock;
  clock.freeze(GENESIS_TIME);
  await devnet.batch(async () => {
    for (const step of steps) {
      clock.advance(STEP_SECONDS);
      await step.run(ctx);
      await devnet.drain();
    }
    clock.unfreeze();
    devnet.setNetwork(network);
    devnet.chain.setMeta('clock', clock.snapshot());
  });
}

export { BASE_STEPS, type SeedStep, type SeedContext } from './steps';
export { SEED_TOKENS, DEV_ACCOUNT_NAMES } from './tokens';
