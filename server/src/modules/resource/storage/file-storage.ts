import { constants, createReadStream } from 'node:fs';
import { access, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk or an S3-compatible store. Keys look like <tenant>/<yyyyMMdd>/<id>.<ext>. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when the object does not exist. */
  get(key: string): Promise<Readable | null>;
}

const KEY_PATTERN = /^[0-9A-Za-z_-]{1,12}\/[0-9]{8}\/[0-9]{1,19}\.[a-z0-9]{1,10}$/;

/** Keys are built by the server; anything else (../, absolute paths) is refused. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw new Error(`invalid storage key ${key}`);
  }
}

/** Files under DATA_DIR/uploads, never served as a directory: only through the authenticated download. */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  /** Readiness: the folder exists (or can be made) and this process may write there. */
  async ready(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  async put(key: string, content: Buffer): Promise<void> {
    assertStorageKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content, { flag: 'wx' });
  }

  async get(key: string): Promise<Readable | null> {
    assertStorageKey(key);
    const file = path.join(this.root, key);
    try {
      await stat(file);
    } catch {
      return null;
    }
    return createReadStream(file);
  }
}
