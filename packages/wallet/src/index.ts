/** Browser-safe exports of the dev wallet (the server side is `@tycho/wallet/server`). */
export * from './protocol';
