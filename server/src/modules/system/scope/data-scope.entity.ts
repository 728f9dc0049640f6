import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * A data-scope rule: which rows of the list `resourceCode` protects a role granted this rule sees
 * (contract §5.1). Global: the platform administrators maintain the rules, tenants grant them.
 */
@Entity({ tableName: 'blade_scope_data' })
@Index({ properties: ['resourceCode'] })
export class DataScope extends BaseEntity {
  /** The menu the rule belongs to (grant tree). */
  @Index()
  @Property({ type: IdType })
  menuId!: string;

  /** The list it protects, e.g. dept, post, role. */
  @Property({ type: 'string', length: 255 })
  resourceCode!: string;

  @Property({ type: 'string', length: 255 })
  scopeName!: string;

  /** Columns selected (informational, legacy default `*`). */
  @Property({ type: 'string', length: 255, default: '*' })
  scopeField: Opt<string> = '*';

  /** Legacy statement id; informational here. */
  @Property({ type: 'string', length: 500, default: '' })
  scopeClass: Opt<string> = '';

  /** Column compared for types 2..4 (create_user or create_dept). */
  @Property({ type: 'string', length: 255, default: '' })
  scopeColumn: Opt<string> = '';

  /** 1 all, 2 own, 3 own department, 4 department and children, 5 custom (dictionary data_scope_type). */
  @Property({ type: 'integer', default: 1 })
  scopeType: Opt<number> = 1;

  /** Custom rule of type 5 in the whitelisted form `<column> <operator> ${placeholder}`. */
  @Property({ type: 'string', length: 500, default: '' })
  scopeValue: Opt<string> = '';

  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}
