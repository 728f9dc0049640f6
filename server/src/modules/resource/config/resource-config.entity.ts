import { Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { TenantScopedEntity } from '../../../core/db/base.entity';

/**
 * Columns storage and SMS configurations share: the provider's access key, its secret key stored sealed
 * (SecretBox) that never leaves the server (GraphQL shows only hasSecret), and a remark.
 */
@ObjectType()
export abstract class ResourceConfigEntity extends TenantScopedEntity {
  @Field({ description: 'Access key id (Yunpian: the apikey).' })
  @Property({ type: 'string', length: 255, default: '' })
  accessKey: string = '';

  /** Sealed secret key (SecretBox); never a GraphQL field. */
  @Property({ type: 'string', length: 1000, default: '', hidden: true })
  secretKey: string = '';

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;

  @Field(() => Boolean, { description: 'Whether a secret key is stored (the key itself is never shown).' })
  get hasSecret(): boolean {
    return this.secretKey !== '';
  }
}
