import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1:';

/**
 * Symmetric encryption of stored secrets (datasource passwords): AES-256-GCM with a key derived by
 * HKDF-SHA256 from a configured secret. The output is `v1:` + base64url(iv | tag | ciphertext).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    if (secret.length < 16) {
      throw new Error('the secret of a SecretBox must be at least 16 characters');
    }
    this.key = Buffer.from(hkdfSync('sha256', secret, 'exam-secret-box', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The plain text; throws when the value was not sealed with this key or was tampered with. */
  open(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) {
      throw new Error('not a sealed value');
    }
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
    if (raw.length < 28) {
      throw new Error('sealed value too short');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
