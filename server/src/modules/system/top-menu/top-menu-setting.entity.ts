import { Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** A menu shown under a top menu. */
@Entity({ tableName: 'blade_top_menu_setting' })
@Index({ properties: ['tenantId', 'topMenuId'] })
export class TopMenuSetting extends TenantScopedEntity {
  @Property({ type: IdType })
  topMenuId!: string;

  @Property({ type: IdType })
  menuId!: string;
}
