/** Deterministic ed25519 key pairs for dev accounts: the secret seed is sha256 of a label, the public key is real. */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { createHash } from 'node:crypto';

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface KeyPair {
  publicKey: string;
  secretKey: string;
}

export function deterministicKeyPair(label: string): KeyPair {
  const secret = createHash('sha256').update(`tycho-devnet-key:${label}`).digest();
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, secret]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
  return { publicKey, secretKey: secret.toString('hex') };
}
