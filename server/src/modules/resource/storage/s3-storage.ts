import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3Target {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The part of S3Client the storage uses (a test passes a fake). */
export interface S3Sender {
  send(command: HeadBucketCommand | CreateBucketCommand | PutObjectCommand | GetObjectCommand): Promise<unknown>;
}

export function createS3Client(target: S3Target): S3Client {
  return new S3Client({
    endpoint: target.endpoint,
    region: target.region,
    forcePathStyle: target.forcePathStyle,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException &&
      (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey' || error.name === 'NoSuchBucket'))
  );
}

/** Files in an S3-compatible bucket (MinIO, Ceph RGW, AWS); the bucket is created on first use when missing. */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private bucketReady: Promise<void> | undefined;

  constructor(
    private readonly client: S3Sender,
    private readonly bucket: string,
  ) {}

  /** Readiness: the bucket exists (made once if missing) and answers a HeadBucket now (credentials, signature, bucket). */
  async ready(): Promise<void> {
    await this.ensureBucket();
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** HeadBucket, then CreateBucket when it does not exist (idempotent on several nodes: "already owned" is fine). */
  ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      try {
        await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      } catch (error) {
        if (!isMissing(error)) {
          throw error;
        }
        try {
          await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
        } catch (createError) {
          if (!(
            createError instanceof S3ServiceException &&
            (createError.name === 'BucketAlreadyOwnedByYou' || createError.name === 'BucketAlreadyExists')
          )) {
            throw createError;
          }
        }
      }
    })().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.ensureBucket();
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: content, ContentType: contentType, ContentLength: content.length }),
    );
  }

  async get(key: string): Promise<Readable | null> {
    assertStorageKey(key);
    try {
      const result = (await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))) as { Body?: unknown };
      return (result.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (isMissing(error)) {
        return null;
      }
      throw error;
    }
  }
}
