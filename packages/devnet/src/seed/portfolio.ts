/**
 * Seed step: Dave's DEX account keeps a balance (USDT and QUBE minted for it, deposited and never used), so the
 * account that holds a position of every kind (the portfolio's browser test) has one in its DEX account too.
 * His other positions come from the steps that seed each kind (market, upgrade, gauges, farms, DAO, proposals,
 * limit orders, builder).
 */
import * as dex from './dex-actions';
import { mintTo } from './gauges';
import { rootOf } from './market';
import { seeded, seedToken, type SeedStep } from './steps';
import { units } from './tokens';

export const PORTFOLIO_ACCOUNT = 'Dave';

/** Whole tokens left in the DEX account. */
const DEX_ACCOUNT_BALANCES: [string, number][] = [
  ['USDT', 25],
  ['QUBE', 40],
];

export const portfolioStep: SeedStep = {
  name: 'portfolio: a DEX account balance',
  async run(ctx) {
    const d = ctx.devnet;
    const dexRoot = seeded(ctx.addresses, 'dexRoot');
    const user = seeded(ctx.addresses, `account:${PORTFOLIO_ACCOUNT}`);
    await dex.connectPool(d, dexRoot, user, [rootOf(ctx, 'QUBE'), rootOf(ctx, 'USDT')]);
    for (const [symbol, whole] of DEX_ACCOUNT_BALANCES) {
      const amount = units(whole, seedToken(ctx, symbol).decimals);
      await mintTo(ctx, rootOf(ctx, symbol), user, amount);
      await d.drain();
      await dex.depositToAccount(d, dexRoot, user, rootOf(ctx, symbol), amount);
    }
  },
};
