import { Field, ID, Int, InterfaceType, ObjectType } from 'type-graphql';
import { AuditView, auditOf } from '../../../core/graphql/audit-view.types';
import { createPageType } from '../../../core/graphql/page.types';
import type { ApiScope } from './api-scope.entity';
import type { DataScope } from './data-scope.entity';

/** What data-scope and API-scope rules both show, so one fragment `on ScopeRule` selects it for either kind. */
@InterfaceType('ScopeRule', { description: 'A data-scope or API-scope rule: the fields both kinds have.' })
export abstract class ScopeRule extends AuditView {
  @Field(() => ID, { description: 'Menu the rule belongs to.' })
  menuId!: string;

  @Field({ description: 'Resource code of the list or menu it governs.' })
  resourceCode!: string;

  @Field({ description: 'Name.' })
  scopeName!: string;

  @Field(() => Int, { description: 'Kind of rule; the values are per scope kind (see scopeTypeName).' })
  scopeType!: number;

  @Field({ description: 'Label of scopeType (dictionary data_scope_type or api_scope_type).' })
  scopeTypeName!: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  remark?: string | null;
}

@ObjectType({ implements: ScopeRule, description: 'A data-scope rule (row filter of one list).' })
export class DataScopeView extends ScopeRule {
  @Field({ description: 'Columns selected (informational).' })
  scopeField!: string;

  @Field({ description: 'Legacy statement id (informational).' })
  scopeClass!: string;

  @Field({ description: 'Column compared.' })
  scopeColumn!: string;

  @Field(() => Int, { description: '1 all, 2 own, 3 own department, 4 department and children, 5 custom.' })
  override scopeType!: number;

  @Field({ description: 'Custom rule (type 5).' })
  scopeValue!: string;
}

@ObjectType({ implements: ScopeRule, description: 'An API-scope rule (operations of one resource a role may call).' })
export class ApiScopeView extends ScopeRule {
  @Field({ description: 'Operation pattern: *, a GraphQL root field or part of a legacy REST path.' })
  scopePath!: string;

  @Field(() => Int, { description: '1 system interface, 2 business interface.' })
  override scopeType!: number;
}

export const DataScopePage = createPageType(DataScopeView, 'DataScopePage');
export type DataScopePage = InstanceType<typeof DataScopePage>;
export const ApiScopePage = createPageType(ApiScopeView, 'ApiScopePage');
export type ApiScopePage = InstanceType<typeof ApiScopePage>;

export function toDataScopeView(row: DataScope, typeNames: Map<string, string>): DataScopeView {
  return {
    ...auditOf(row),
    menuId: row.menuId,
    resourceCode: row.resourceCode,
    scopeName: row.scopeName,
    scopeField: row.scopeField,
    scopeClass: row.scopeClass,
    scopeColumn: row.scopeColumn,
    scopeType: row.scopeType,
    scopeTypeName: typeNames.get(String(row.scopeType)) ?? '',
    scopeValue: row.scopeValue,
    remark: row.remark ?? null,
  };
}

export function toApiScopeView(row: ApiScope, typeNames: Map<string, string>): ApiScopeView {
  return {
    ...auditOf(row),
    menuId: row.menuId,
    resourceCode: row.resourceCode,
    scopeName: row.scopeName,
    scopePath: row.scopePath,
    scopeType: row.scopeType,
    scopeTypeName: typeNames.get(String(row.scopeType)) ?? '',
    remark: row.remark ?? null,
  };
}
