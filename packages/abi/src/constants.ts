/** The zero address (`0:` and 64 zeros): "no address" in TIP-3 and DEX calls (no referrer, no callback, no owner). */
export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

/**
 * Native coin attached to a call that may deploy the recipient's token wallet (`deployWalletValue` of TIP-3
 * transfers, `deploy_wallet_grams` of DEX payloads): 0.1 TYCHO (nano-units). Attached only when the wallet does
 * not exist yet; otherwise 0.
 */
export const DEPLOY_WALLET_VALUE = 100_000_000n;

/** An empty cell as a base64 BOC: the "no payload" of TIP-3 calls (`payload` of mint, transfer, burn). */
export const EMPTY_CELL = 'te6ccgEBAQEAAgAAAA==';
