import path from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import type { S3Config } from '../../../config/env';
import type { SecretBox } from '../../../core/auth/secret-box';
import { OSS_CATEGORY, OSS_STATUS, Oss } from '../oss/oss.entity';
import { LocalDiskStorage, type FileStorage } from './file-storage';
import { S3Storage, createS3Client, type S3Target } from './s3-storage';

export interface StorageChoice {
  storage: FileStorage;
  category: number;
  ossId: string | null;
}

export type S3StorageFactory = (target: S3Target) => S3Storage;

const defaultFactory: S3StorageFactory = (target) => new S3Storage(createS3Client(target), target.bucket);

/**
 * Which storage a tenant's files go to: the tenant's enabled configuration, else S3 from the S3_*
 * variables when set, else local disk under DATA_DIR/uploads.
 */
export class StorageSelector {
  private readonly local: LocalDiskStorage;
  private readonly envS3: S3Storage | undefined;
  private readonly tenantS3 = new Map<string, S3Storage>();

  constructor(
    dataDir: string,
    envS3: S3Config | undefined,
    private readonly secrets: SecretBox,
    private readonly s3Factory: S3StorageFactory = defaultFactory,
  ) {
    this.local = new LocalDiskStorage(path.join(dataDir, 'uploads'));
    this.envS3 = envS3 ? s3Factory({ ...envS3 }) : undefined;
  }

  /** Readiness of the storage the S3_* variables name, else of the local folder (tenants' own configurations aside). */
  ready(): Promise<void> {
    return this.envS3 ? this.envS3.ready() : this.local.ready();
  }

  /** The storage of new uploads of the EntityManager's tenant. */
  async forUpload(em: EntityManager): Promise<StorageChoice> {
    const enabled = await em.findOne(Oss, { status: OSS_STATUS.enabled }, { orderBy: { updateTime: 'desc' } });
    if (enabled?.category === OSS_CATEGORY.s3) {
      return { storage: this.fromConfig(enabled), category: OSS_CATEGORY.s3, ossId: enabled.id };
    }
    if (enabled?.category === OSS_CATEGORY.local || !this.envS3) {
      return { storage: this.local, category: OSS_CATEGORY.local, ossId: enabled?.id ?? null };
    }
    return { storage: this.envS3, category: OSS_CATEGORY.s3, ossId: null };
  }

  /** The storage a stored file was written to (its configuration may since be disabled or deleted). */
  async forStored(em: EntityManager, category: number, ossId: string | null | undefined): Promise<FileStorage | null> {
    if (category === OSS_CATEGORY.local) {
      return this.local;
    }
    if (!ossId) {
      return this.envS3 ?? null;
    }
    const config = await em.findOne(Oss, { id: ossId }, { filters: { notDeleted: false } });
    return config ? this.fromConfig(config) : null;
  }

  private fromConfig(config: Oss): S3Storage {
    const key = `${config.id}:${config.updateTime.getTime()}`;
    let storage = this.tenantS3.get(key);
    if (!storage) {
      storage = this.s3Factory({
        endpoint: config.endpoint || undefined,
        region: config.region || 'us-east-1',
        bucket: config.bucketName,
        accessKeyId: config.accessKey,
        secretAccessKey: config.secretKey ? this.secrets.open(config.secretKey) : '',
        forcePathStyle: true,
      });
      this.tenantS3.set(key, storage);
    }
    return storage;
  }
}
