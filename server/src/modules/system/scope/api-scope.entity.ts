import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * An API-scope rule: once a resource (menu code) has API scopes, only roles granted a matching one
 * may call that resource's operations (contract §5.2, see ApiScopeService). Global table.
 */
@Entity({ tableName: 'blade_scope_api' })
@Index({ properties: ['resourceCode'] })
export class ApiScope extends BaseEntity {
  @Index()
  @Property({ type: IdType })
  menuId!: string;

  /** The menu code whose operations the rule governs, e.g. dept. */
  @Property({ type: 'string', length: 255 })
  resourceCode!: string;

  @Property({ type: 'string', length: 255 })
  scopeName!: string;

  /** `*`, a GraphQL root field name (depts), or part of a legacy REST path (/blade-system/dept/list). */
  @Property({ type: 'string', length: 255 })
  scopePath!: string;

  /** 1 system interface, 2 business interface (dictionary api_scope_type; classification only). */
  @Property({ type: 'integer', default: 1 })
  scopeType: Opt<number> = 1;

  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}
