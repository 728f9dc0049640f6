import { Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** Platform-specific extension data of a user (free text, usually JSON), one table per user type. */
export abstract class UserPlatformExtension extends TenantScopedEntity {
  @Property({ type: IdType })
  userId!: string;

  @Property({ type: 'text', nullable: true })
  userExt?: string | null;
}

/** Extension of web users (user type 1). */
@Entity({ tableName: 'blade_user_web' })
@Index({ properties: ['tenantId', 'userId'] })
export class UserWeb extends UserPlatformExtension {}

/** Extension of app users (user type 2). */
@Entity({ tableName: 'blade_user_app' })
@Index({ properties: ['tenantId', 'userId'] })
export class UserApp extends UserPlatformExtension {}

/** Extension of other users (user type 3). */
@Entity({ tableName: 'blade_user_other' })
@Index({ properties: ['tenantId', 'userId'] })
export class UserOther extends UserPlatformExtension {}

/** User type (1 web, 2 app, 3 other) -> its extension table. */
export const PLATFORM_ENTITIES = { 1: UserWeb, 2: UserApp, 3: UserOther } as const;

export type UserType = keyof typeof PLATFORM_ENTITIES;

export function isUserType(value: number): value is UserType {
  return value === 1 || value === 2 || value === 3;
}
