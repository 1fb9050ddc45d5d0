import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from '../openapi';
import { dexRoutes } from './index';
import { tokenListSchema, upgradableTokensManifestSchema } from './token-lists';

type Json = { [key: string]: unknown };

/** Paths of object properties without a description, walking the whole schema. */
function undescribed(schema: unknown, at: string, out: string[]): string[] {
  if (Array.isArray(schema)) schema.forEach((item, i) => undescribed(item, `${at}[${i}]`, out));
  else if (schema && typeof schema === 'object') {
    const node = schema as Json;
    if (node.properties && typeof node.properties === 'object') {
      for (const [name, property] of Object.entries(node.properties as Json)) {
        const prop = property as Json;
        const described =
          typeof prop.description === 'string' ||
          (Array.isArray(prop.anyOf) && prop.anyOf.some((b) => typeof (b as Json).description === 'string'));
        if (!described) out.push(`${at}.${name}`);
      }
    }
    for (const [key, value] of Object.entries(node)) undescribed(value, `${at}.${key}`, out);
  }
  return out;
}

describe('DEX OpenAPI document', () => {
  const doc = buildOpenApiDocument(dexRoutes, { title: 'Tycho DEX', version: '0.2.31' });

  it('has every DEX route, once', () => {
    const declared = dexRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    for (const route of dexRoutes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], path).toBeDefined();
    }
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/v2/pools/cross_swap_route',
        '/api/v2/pools/cross_swap_payload',
        '/api/v2/pools/cross_swap_payload_status',
        '/api/v2/pairs/left/{left}/right/{right}',
        '/api/v2/pairs/left/{left}/right/{right}/ohlcv',
        '/api/v2/pairs',
        '/api/v2/pairs/cross_pairs',
        '/api/v2/pairs/new_cross_pairs',
        '/api/v2/pairs/address/{address}',
        '/api/v2/pairs/address/{address}/ohlcv',
        '/api/v2/pairs/address/{address}/tvl',
        '/api/v2/pairs/address/{address}/volume',
        '/api/v2/pools',
        '/api/v2/pools/address/{address}',
        '/api/v2/pools/ohlcv',
        '/api/v2/currencies',
        '/api/v2/currencies/{address}',
        '/api/v2/currencies/{address}/prices',
        '/api/v2/currencies/{address}/volume',
        '/api/v2/currencies/{address}/tvl',
        '/api/v2/currencies_usdt_prices',
        '/api/v2/transactions',
        '/api/limit/v1/get_limit_orders',
        '/api/limit/v1/get_exchanges',
        '/api/limit/v1/get_order_book',
        '/api/limit/v1/get_plot_data',
        '/api/tokens/v1/root_contract/root_address/{address}',
        '/api/tokens/v1/root_contract/search',
      ].sort(),
    );
  });

  it('declares path parameters for every :param and uses POST with a JSON body unless stated', () => {
    for (const route of dexRoutes) {
      const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const operation = doc.paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')][route.method.toLowerCase()] as {
        parameters: { name: string; in: string }[];
      };
      expect(
        operation.parameters
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort(),
        route.path,
      ).toEqual(names.sort());
      if (route.path.startsWith('/api/tokens/v1/root_contract/root_address')) expect(route.method).toBe('GET');
      else expect(route.method).toBe('POST');
    }
  });

  it('describes every field of every request and answer', () => {
    expect(undescribed(doc.paths, 'paths', [])).toEqual([]);
  });

  it('turns the static JSON shapes into JSON schema too', () => {
    for (const schema of [tokenListSchema, upgradableTokensManifestSchema]) {
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    }
  });
});
