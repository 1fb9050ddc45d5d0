import { REJECTED_BY_USER, RpcErrorCode, type ProviderErrorShape } from '../protocol';

/** The error a provider request rejects with, shaped like the extension's NekotonRpcError. */
export class ProviderRpcError extends Error implements ProviderErrorShape {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
  }

  toJSON(): ProviderErrorShape {
    return { code: this.code, message: this.message };
  }
}

export const rejectedByUser = () => new ProviderRpcError(REJECTED_BY_USER.code, REJECTED_BY_USER.message);
export const connectionLost = () =>
  new ProviderRpcError(RpcErrorCode.TRY_AGAIN_LATER, 'Dev wallet connection to the devnet server was lost; try again');
export const invalidRequest = (message: string) => new ProviderRpcError(RpcErrorCode.INVALID_REQUEST, message);
/** What a wallet answers for a method it does not have. */
export const methodNotFound = (method: string) =>
  new ProviderRpcError(RpcErrorCode.METHOD_NOT_FOUND, `${method} is not supported by the Tycho dev wallet`);
