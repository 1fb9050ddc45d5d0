/**
 * Whether a gauge was deployed by the gauge factory, asked of the chain: the local network's vote escrow accepts a
 * paid whitelisting only for the factory's gauges (packages/devnet README, `isFactoryGauge`), and the factory emits
 * `NewGauge(call_id, gauge)` for each gauge it deployed. A gauge the gauges API knows but that was deployed directly
 * (the seeded ones) is refused before anything is sent.
 */
import { GaugeFactoryAbi } from '@tycho/abi';
import { getProviderClient } from '@/shared/chain/providerClient';

const PAGE = 50;

/** The gauges the factory deployed (its NewGauge events), newest first; `stop` ends the walk once it returns true. */
export async function factoryGauges(factory: string, stop?: (gauge: string) => boolean): Promise<string[]> {
  const { lib, client } = await getProviderClient();
  const address = new lib.Address(factory);
  const contract = new client.Contract(GaugeFactoryAbi, address);
  const found: string[] = [];
  let continuation: Parameters<typeof client.getTransactions>[0]['continuation'];
  do {
    const page = await client.getTransactions({ address, continuation, limit: PAGE });
    for (const transaction of page.transactions) {
      for (const e of await contract.decodeTransactionEvents({ transaction })) {
        if (e.event !== 'NewGauge') continue;
        const gauge = e.data.gauge.toString();
        found.push(gauge);
        if (stop?.(gauge)) return found;
      }
    }
    continuation = page.continuation;
  } while (continuation);
  return found;
}

/** True when the factory's history holds a NewGauge for `gauge`; '' as the factory means any address (no check). */
export async function isFactoryGauge(factory: string, gauge: string): Promise<boolean> {
  if (factory === '') return true;
  return (await factoryGauges(factory, (g) => g === gauge)).includes(gauge);
}
