import type { EntityManager } from '@mikro-orm/core';
import { SecretBox } from '../../../core/auth/secret-box';
import { Oss } from '../oss/oss.entity';
import type { S3Storage, S3Target } from './s3-storage';
import { StorageSelector } from './storage-selector';

const secrets = new SecretBox('a-test-secret-of-enough-length', 'oss-secret-key');
const emWith = (enabled: Oss | null) => ({ findOne: async () => enabled }) as unknown as EntityManager;
const s3Config = {
  endpoint: 'http://127.0.0.1:9000',
  region: 'us-east-1',
  bucket: 'env-bucket',
  accessKeyId: 'id',
  secretAccessKey: 'secret',
  forcePathStyle: true,
};

function selector(envS3 = false) {
  const targets: S3Target[] = [];
  const factory = (target: S3Target) => {
    targets.push(target);
    return { kind: 's3', target } as unknown as S3Storage;
  };
  return { targets, selector: new StorageSelector('/tmp/exam-data', envS3 ? s3Config : undefined, secrets, factory) };
}

describe('StorageSelector', () => {
  it('should use local disk when the tenant has no enabled config and no S3 is configured', async () => {
    const choice = await selector().selector.forUpload(emWith(null));
    expect(choice).toMatchObject({ category: 1, ossId: null });
    expect(choice.storage.kind).toBe('local');
  });

  it('should use the S3_* default when set, and the tenant’s enabled S3 config with its decrypted secret first', async () => {
    const { selector: withEnv, targets } = selector(true);
    expect(await withEnv.forUpload(emWith(null))).toMatchObject({ category: 2, ossId: null });
    expect(targets[0]).toMatchObject({ bucket: 'env-bucket' });
    const config = Object.assign(new Oss(), {
      id: '42',
      category: 2,
      ossCode: 'minio',
      status: 2,
      endpoint: 'http://minio:9000',
      accessKey: 'AK',
      secretKey: secrets.seal('SK'),
      bucketName: 'tenant-bucket',
      region: '',
    });
    const choice = await withEnv.forUpload(emWith(config));
    expect(choice).toMatchObject({ category: 2, ossId: '42' });
    expect(targets[1]).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'tenant-bucket',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      forcePathStyle: true,
    });
    // The client is reused until the config changes.
    await withEnv.forUpload(emWith(config));
    expect(targets).toHaveLength(2);
    const local = Object.assign(new Oss(), { id: '43', category: 1, ossCode: 'disk', status: 2 });
    expect((await withEnv.forUpload(emWith(local))).storage.kind).toBe('local');
  });
});
