import { Field, ID, Int, InterfaceType } from 'type-graphql';
import type { BaseEntity } from '../db/base.entity';

/**
 * The audit columns of a row as view types expose them (never isDeleted, never tenantId). An interface class
 * only so that the interfaces of a family of views (LogEntry, ScopeRule) inherit these fields: type-graphql
 * copies a parent's fields into an interface only from an interface parent. No type names it in `implements`,
 * so the schema does not show it.
 */
@InterfaceType('AuditView')
export abstract class AuditView {
  @Field(() => ID, { description: 'Snowflake id (decimal string).' })
  id!: string;

  @Field(() => ID, { nullable: true, description: 'User who created the row.' })
  createUser?: string | null;

  @Field(() => ID, { nullable: true, description: 'Department of the user who created the row.' })
  createDept?: string | null;

  @Field(() => Date, { description: 'Creation time (UTC).' })
  createTime!: Date;

  @Field(() => ID, { nullable: true, description: 'User who last changed the row.' })
  updateUser?: string | null;

  @Field(() => Date, { description: 'Last change time (UTC).' })
  updateTime!: Date;

  @Field(() => Int, { description: 'Row status (1 normal).' })
  status!: number;
}

export function auditOf(row: BaseEntity): AuditView {
  return {
    id: row.id,
    createUser: row.createUser ?? null,
    createDept: row.createDept ?? null,
    createTime: row.createTime,
    updateUser: row.updateUser ?? null,
    updateTime: row.updateTime,
    status: row.status,
  };
}
