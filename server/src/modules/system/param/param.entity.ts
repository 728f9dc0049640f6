import { Entity, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/db/base.entity';

/** A system parameter (global key/value setting such as account.failCount). */
@Entity({ tableName: 'blade_param' })
export class Param extends BaseEntity {
  @Property({ type: 'string', length: 255 })
  paramName!: string;

  @Unique()
  @Property({ type: 'string', length: 255 })
  paramKey!: string;

  @Property({ type: 'string', length: 2000 })
  paramValue!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}
