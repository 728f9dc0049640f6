import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AuditView, auditOf } from '../../../core/graphql/audit-view.types';
import type { Dept } from './dept.entity';

@ObjectType({ description: 'A department (organisation unit) of the caller’s tenant.' })
export class DeptView extends AuditView {
  @Field({ description: 'Tenant that owns the department (the caller’s).' })
  tenantId!: string;

  @Field(() => ID, { description: 'Parent department; "0" for roots.' })
  parentId!: string;

  @Field({ description: 'Comma-joined ids from the root ("0,<id>,...").' })
  ancestors!: string;

  @Field(() => Int, { description: 'Type (dictionary org_category).' })
  deptCategory!: number;

  @Field({ description: 'Label of the type.' })
  deptCategoryName!: string;

  @Field({ description: 'Name.' })
  deptName!: string;

  @Field({ description: 'Full name.' })
  fullName!: string;

  @Field(() => Int, { description: 'Sort order.' })
  sort!: number;

  @Field({ description: 'Remark.' })
  remark!: string;

  @Field({ description: 'Name of the parent; 顶级 for roots.' })
  parentName!: string;

  @Field({ description: 'True when the department has sub-departments.' })
  hasChildren!: boolean;
}

export const TOP_PARENT_NAME = '顶级';

export interface DeptViewExtras {
  categoryNames: Map<string, string>;
  parentNames: Map<string, string>;
  withChildren: Set<string>;
}

export function toDeptView(dept: Dept, extras: DeptViewExtras): DeptView {
  return {
    ...auditOf(dept),
    tenantId: dept.tenantId,
    parentId: dept.parentId,
    ancestors: dept.ancestors,
    deptCategory: dept.deptCategory,
    deptCategoryName: extras.categoryNames.get(String(dept.deptCategory)) ?? '',
    deptName: dept.deptName,
    fullName: dept.fullName ?? '',
    sort: dept.sort,
    remark: dept.remark ?? '',
    parentName: dept.parentId === '0' ? TOP_PARENT_NAME : (extras.parentNames.get(dept.parentId) ?? ''),
    hasChildren: extras.withChildren.has(dept.id),
  };
}
