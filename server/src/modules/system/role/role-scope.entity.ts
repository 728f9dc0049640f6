import { Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

export const SCOPE_CATEGORY = { data: 1, api: 2 } as const;

/** Grant of a data scope (category 1) or API scope (category 2) to a role. */
@Entity({ tableName: 'blade_role_scope' })
@Index({ properties: ['tenantId', 'roleId'] })
export class RoleScope extends TenantScopedEntity {
  /** 1 data scope, 2 API scope (dictionary scope_category). */
  @Property({ type: 'integer' })
  scopeCategory!: number;

  @Property({ type: IdType })
  scopeId!: string;

  @Property({ type: IdType })
  roleId!: string;
}
