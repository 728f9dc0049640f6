import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** A department (organisation unit); `ancestors` is the comma-joined path of parent ids from the root. */
@Entity({ tableName: 'blade_dept' })
@Index({ properties: ['tenantId', 'parentId'] })
export class Dept extends TenantScopedEntity {
  @Property({ type: IdType, default: '0' })
  parentId: Opt<string> = '0';

  @Property({ type: 'string', length: 2000, default: '0' })
  ancestors: Opt<string> = '0';

  /** 1 company, 2 department, 3 group (dictionary org_category). */
  @Property({ type: 'integer', default: 1 })
  deptCategory: Opt<number> = 1;

  @Property({ type: 'string', length: 45 })
  deptName!: string;

  @Property({ type: 'string', length: 45, nullable: true })
  fullName?: string | null;

  @Property({ type: 'integer', default: 1 })
  sort: Opt<number> = 1;

  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}
