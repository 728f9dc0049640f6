import { Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** Grant of a menu or button to a role. */
@Entity({ tableName: 'blade_role_menu' })
@Index({ properties: ['tenantId', 'roleId'] })
export class RoleMenu extends TenantScopedEntity {
  @Property({ type: IdType })
  roleId!: string;

  @Property({ type: IdType })
  menuId!: string;
}
