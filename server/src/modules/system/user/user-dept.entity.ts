import { Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * One department of a user (blade_user_dept). Rewritten from User.deptId on every save so "users of a
 * department and its descendants" is one indexed query instead of a LIKE over comma-joined strings.
 */
@Entity({ tableName: 'blade_user_dept' })
@Index({ properties: ['tenantId', 'deptId'] })
@Index({ properties: ['tenantId', 'userId'] })
export class UserDept extends TenantScopedEntity {
  @Property({ type: IdType })
  userId!: string;

  @Property({ type: IdType })
  deptId!: string;
}
