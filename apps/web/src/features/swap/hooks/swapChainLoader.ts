/**
 * The swap's contract calls (and the provider client they use), loaded with the first balance read or send rather
 * than with the page: a visitor's swap card never needs them (issue 17, the swap screen's first load).
 */
export const swapChain = () => import('../chain/swapChain');
