import { Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/db/base.entity';

/** An OAuth client (the legacy blade_client). The secret is stored as an argon2id hash. */
@Entity({ tableName: 'blade_client' })
export class Client extends BaseEntity {
  @Unique()
  @Property({ type: 'string', length: 48 })
  clientId!: string;

  @Property({ type: 'string', length: 255, hidden: true })
  clientSecret!: string;

  @Property({ type: 'string', length: 255, default: 'all' })
  scope: Opt<string> = 'all';

  @Property({ type: 'string', length: 255 })
  authorizedGrantTypes!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  webServerRedirectUri?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  authorities?: string | null;

  @Property({ type: 'integer', default: 3600 })
  accessTokenValidity: Opt<number> = 3600;

  @Property({ type: 'integer', default: 604800 })
  refreshTokenValidity: Opt<number> = 604800;

  @Property({ type: 'string', length: 4096, nullable: true })
  additionalInformation?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  autoapprove?: string | null;
}
