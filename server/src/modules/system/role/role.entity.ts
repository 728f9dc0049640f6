import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** A role; its alias (`administrator`, `admin`, ...) is what permission checks and workflows use. */
@Entity({ tableName: 'blade_role' })
@Index({ properties: ['tenantId', 'roleAlias'] })
export class Role extends TenantScopedEntity {
  @Property({ type: IdType, default: '0' })
  parentId: Opt<string> = '0';

  @Property({ type: 'string', length: 255 })
  roleName!: string;

  @Property({ type: 'integer', default: 1 })
  sort: Opt<number> = 1;

  @Property({ type: 'string', length: 255 })
  roleAlias!: string;
}
