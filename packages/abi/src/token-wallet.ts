import { HEADER } from './params';
import * as f from './token-wallet-functions';

/** TIP-3 TokenWallet (tip3 build `TokenWallet.abi.json`). */
export const TokenWalletAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    f.walletConstructor,
    f.supportsInterface,
    f.destroy,
    f.burnByRoot,
    f.burn,
    f.balance,
    f.owner,
    f.root,
    f.walletCode,
    f.transfer,
    f.transferToWallet,
    f.acceptTransfer,
    f.acceptMint,
    f.sendSurplusGas,
  ],
  data: f.walletData,
  events: [],
  fields: [],
} as const;

export const TokenWalletAbiJson = JSON.stringify(TokenWalletAbi);
