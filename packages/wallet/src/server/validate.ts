/** Parameter checks for provider requests; each failure is an invalid-request error naming the field. */
import type { FunctionCall } from 'everscale-inpage-provider';
import { invalidRequest } from './errors';

export type Params = Record<string, unknown>;

const ADDRESS_RE = /^-?\d{1,3}:[0-9a-fA-F]{64}$/;

export class Validator {
  constructor(readonly method: string) {}

  fail(message: string): never {
    throw invalidRequest(this.method, message);
  }

  params(value: unknown): Params {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) this.fail('params must be an object');
    return value as Params;
  }

  string(p: Params, key: string): string {
    const v = p[key];
    if (typeof v !== 'string') this.fail(`"${key}" must be a string`);
    return v;
  }

  optionalString(p: Params, key: string): string | undefined {
    return p[key] == null ? undefined : this.string(p, key);
  }

  boolean(p: Params, key: string): boolean {
    const v = p[key];
    if (typeof v !== 'boolean') this.fail(`"${key}" must be a boolean`);
    return v;
  }

  optionalBoolean(p: Params, key: string): boolean | undefined {
    return p[key] == null ? undefined : this.boolean(p, key);
  }

  optionalNumber(p: Params, key: string): number | undefined {
    const v = p[key];
    if (v == null) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(`"${key}" must be a number`);
    return v;
  }

  object(p: Params, key: string): Params {
    const v = p[key];
    if (v === null || typeof v !== 'object' || Array.isArray(v)) this.fail(`"${key}" must be an object`);
    return v as Params;
  }

  array(p: Params, key: string): unknown[] {
    const v = p[key];
    if (!Array.isArray(v)) this.fail(`"${key}" must be an array`);
    return v;
  }

  address(p: Params, key: string): string {
    const v = this.string(p, key);
    if (!ADDRESS_RE.test(v)) this.fail(`"${key}" must be an address (workchain:64 hex), got "${v}"`);
    return v.toLowerCase();
  }

  /** Decimal nano amount as a bigint. */
  amount(p: Params, key: string): bigint {
    const v = p[key];
    const text = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v;
    if (typeof text !== 'string' || !/^\d+$/.test(text))
      this.fail(`"${key}" must be a non-negative integer string (nano)`);
    return BigInt(text);
  }

  /** A method name or a list of names (decode* methods). */
  methodOrArray(p: Params, key: string): string | string[] {
    const v = p[key];
    if (typeof v === 'string') return v;
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
    return this.fail(`"${key}" must be a string or an array of strings`);
  }

  functionCall(value: unknown, key: string): FunctionCall<string> {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      this.fail(`"${key}" must be a function call {abi, method, params}`);
    const call = value as Params;
    if (typeof call.abi !== 'string') this.fail(`"${key}.abi" must be a string (JSON ABI)`);
    if (typeof call.method !== 'string') this.fail(`"${key}.method" must be a string`);
    const params = call.params ?? {};
    if (params === null || typeof params !== 'object' || Array.isArray(params))
      this.fail(`"${key}.params" must be an object`);
    return { abi: call.abi, method: call.method, params: params as FunctionCall<string>['params'] };
  }

  transactionId(p: Params, key: string): { lt: string; hash: string } | undefined {
    const v = p[key];
    if (v == null) return undefined;
    const id = this.object(p, key);
    if (typeof id.lt !== 'string' || typeof id.hash !== 'string')
      this.fail(`"${key}" must be {lt: string, hash: string}`);
    return { lt: id.lt, hash: id.hash };
  }
}
