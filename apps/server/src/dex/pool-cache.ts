import { createRouteIndex, type RouteIndex, type RoutePool } from '@tycho/dex-math';
import type { Db } from '@tycho/db';
import { selectPools, type PoolRow } from './pool-rows';

export function toRoutePool(row: PoolRow): RoutePool {
  return {
    address: row.address,
    kind: row.kind,
    tokens: row.currency_addresses,
    reserves: row.reserves.map((r) => BigInt(r)),
    decimals: row.decimals,
    fee: {
      denominator: BigInt(row.fee_denominator),
      poolNumerator: BigInt(row.fee_pool_numerator),
      beneficiaryNumerator: BigInt(row.fee_beneficiary_numerator),
    },
    amp:
      row.amp_value && row.amp_precision
        ? { value: BigInt(row.amp_value), precision: BigInt(row.amp_precision) }
        : undefined,
    tvl: Number(row.tvl),
    lpRoot: row.lp_root,
    lpSupply: BigInt(row.lp_supply),
    lpDecimals: row.lp_decimals ?? undefined,
  };
}

/**
 * All pools in memory plus the route index built from them. The indexer calls `invalidate()` after it writes pool
 * rows; the next reader reloads (once, even with concurrent readers) and rebuilds the index.
 */
export class PoolCache {
  private version = 0;
  private loaded = -1;
  private loading?: Promise<void>;
  private rows: PoolRow[] = [];
  private index?: RouteIndex;

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.version += 1;
  }

  private async refresh(): Promise<void> {
    while (this.loaded !== this.version) {
      if (!this.loading) {
        const target = this.version;
        this.loading = (async () => {
          const rows = await selectPools(this.db, [], undefined);
          this.rows = rows;
          this.index = createRouteIndex(rows.map(toRoutePool));
          this.loaded = target;
        })().finally(() => {
          this.loading = undefined;
        });
      }
      await this.loading;
    }
  }

  async pools(): Promise<PoolRow[]> {
    await this.refresh();
    return this.rows;
  }

  async routeIndex(): Promise<{ index: RouteIndex; rows: PoolRow[] }> {
    await this.refresh();
    return { index: this.index!, rows: this.rows };
  }
}
