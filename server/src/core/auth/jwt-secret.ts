import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config/env';

/** The configured secret, or (outside production) one generated once and kept in the data folder. */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) {
    return config.jwtSecret;
  }
  if (config.nodeEnv === 'production') {
    throw new Error('JWT_SECRET is required in production');
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
