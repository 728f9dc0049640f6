import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ResourceConfigEntity } from '../config/resource-config.entity';

export const OSS_CATEGORY = { local: 1, s3: 2 } as const;
export const OSS_STATUS = { disabled: 1, enabled: 2 } as const;

/**
 * A storage configuration of a tenant: local disk or an S3-compatible store. At most one is enabled
 * (status 2); uploads use it, or the server default when none is. The secret key is stored sealed and
 * never leaves the server (GraphQL shows only hasSecret).
 */
@ObjectType({ description: 'A storage configuration (status 1 disabled, 2 enabled; one enabled per tenant).' })
@Entity({ tableName: 'blade_oss' })
@Index({ properties: ['tenantId', 'ossCode'] })
export class Oss extends ResourceConfigEntity {
  @Field(() => Int, { description: 'Storage type: 1 local disk, 2 S3-compatible (MinIO, Ceph, AWS).' })
  @Property({ type: 'integer' })
  category!: number;

  @Field({ description: 'Resource code, unique in the tenant.' })
  @Property({ type: 'string', length: 64 })
  ossCode!: string;

  @Field({ description: 'S3 endpoint, e.g. http://127.0.0.1:9000 (empty: AWS).' })
  @Property({ type: 'string', length: 255, default: '' })
  endpoint: string = '';

  @Field({ description: 'Bucket name.' })
  @Property({ type: 'string', length: 64, default: '' })
  bucketName: string = '';

  @Field({ description: 'Application id (provider specific).' })
  @Property({ type: 'string', length: 64, default: '' })
  appId: string = '';

  @Field({ description: 'Region, e.g. us-east-1.' })
  @Property({ type: 'string', length: 64, default: '' })
  region: string = '';
}
