export { WalletWidget } from './WalletWidget';
export { WalletNotice } from './WalletNotice';
