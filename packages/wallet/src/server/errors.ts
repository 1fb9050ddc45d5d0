import { RpcErrorCode, REJECTED_BY_USER, type ProviderErrorShape } from '../protocol';

/** A provider error as the extension reports it: a numeric code and a message. */
export class ProviderError extends Error implements ProviderErrorShape {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
  }

  toJSON(): ProviderErrorShape {
    return { code: this.code, message: this.message };
  }
}

export function invalidRequest(method: string, message: string): ProviderError {
  return new ProviderError(RpcErrorCode.INVALID_REQUEST, `${method}: ${message}`);
}

export function unsupportedMethod(method: string): ProviderError {
  return new ProviderError(RpcErrorCode.METHOD_NOT_FOUND, `${method} is not supported by the Tycho dev wallet`);
}

export function insufficientPermissions(method: string, permission: string): ProviderError {
  return new ProviderError(
    RpcErrorCode.INSUFFICIENT_PERMISSIONS,
    `Insufficient permissions: ${method} requires "${permission}" (call requestPermissions first)`,
  );
}

export function rejectedByUser(): ProviderError {
  return new ProviderError(REJECTED_BY_USER.code, REJECTED_BY_USER.message);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Turns anything thrown by nekoton or the devnet into an invalid-request error naming the method. */
export function toProviderError(method: string, error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  return invalidRequest(method, messageOf(error));
}

/** Runs `fn`, mapping any failure to a provider error of `method`. */
export async function guard<T>(method: string, fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toProviderError(method, error);
  }
}
