/**
 * The token picker shared by swap and the liquidity forms: a lazy popup (`TokenListDialog`, load it with
 * `lazy(() => import('@/shared/tokenPicker/TokenListDialog'))`) and its pure row logic.
 */
export { buildRows, searchRows, sortByHoldings, addressQuery, type TokenRow, type RowsInput } from './tokenSearch';
export { WALLET_TOKEN_BALANCE, walletTokenBalanceKey } from './useListBalances';
