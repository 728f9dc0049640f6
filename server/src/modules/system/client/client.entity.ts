import { Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity';

/** An OAuth client (the legacy blade_client). The secret is stored as an argon2id hash that never leaves the server. */
@ObjectType({ description: 'An OAuth client (application) allowed to call the token endpoint.' })
@Entity({ tableName: 'blade_client' })
export class Client extends BaseEntity {
  @Field({ description: 'Client id (the user part of the Basic authorization header).' })
  @Unique()
  @Property({ type: 'string', length: 48 })
  clientId!: string;

  @Property({ type: 'string', length: 255, hidden: true })
  clientSecret!: string;

  @Field(() => String, { description: 'Scope.' })
  @Property({ type: 'string', length: 255, default: 'all' })
  scope: Opt<string> = 'all';

  @Field({ description: 'Comma-joined grant types (password, refresh_token, captcha, authorization_code, social).' })
  @Property({ type: 'string', length: 255 })
  authorizedGrantTypes!: string;

  @Field(() => String, { nullable: true, description: 'Redirect URI of the authorization-code grant.' })
  @Property({ type: 'string', length: 255, nullable: true })
  webServerRedirectUri?: string | null;

  @Field(() => String, { nullable: true, description: 'Authorities.' })
  @Property({ type: 'string', length: 255, nullable: true })
  authorities?: string | null;

  @Field(() => Int, { description: 'Access token validity in seconds.' })
  @Property({ type: 'integer', default: 3600 })
  accessTokenValidity: Opt<number> = 3600;

  @Field(() => Int, { description: 'Refresh token validity in seconds.' })
  @Property({ type: 'integer', default: 604800 })
  refreshTokenValidity: Opt<number> = 604800;

  @Property({ type: 'string', length: 4096, nullable: true, hidden: true })
  additionalInformation?: string | null;

  @Field(() => String, { nullable: true, description: 'Auto-approve setting.' })
  @Property({ type: 'string', length: 255, nullable: true })
  autoapprove?: string | null;
}
