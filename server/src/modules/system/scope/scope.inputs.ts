import { IsIn, IsInt, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

const ID_PATTERN = /^\d{1,19}$/;
const CODE_PATTERN = /^[\w:.-]*$/;

@InputType({ description: 'Filters of a scope list; the pages list the scopes of one menu.' })
export class ScopeFilter {
  @Field(() => ID, { nullable: true, description: 'Menu the scopes belong to.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  menuId?: string;

  @Field({ nullable: true, description: 'Resource code (exact).' })
  @IsOptional()
  @MaxLength(255)
  resourceCode?: string;

  @Field({ nullable: true, description: 'Part of the scope name.' })
  @IsOptional()
  @MaxLength(255)
  scopeName?: string;
}

/** The fields both kinds of scope rule input share (the scope service copies them). */
export interface ScopeRuleInput {
  id?: string;
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopeType: number;
  remark?: string | null;
}

@InputType({ description: 'A data-scope rule to add (no id) or change (with id).' })
export class DataScopeInput implements ScopeRuleInput {
  @Field(() => ID, { nullable: true, description: 'Id of the rule to change; absent to add one.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  id?: string;

  @Field(() => ID, { description: 'Menu the rule belongs to.' })
  @IsNotEmpty({ message: 'scope.menuRequired' })
  @Matches(/^\d{0,19}$/)
  menuId!: string;

  @Field({ description: 'Resource code of the list it protects (the menu code by default, e.g. dept).' })
  @IsNotEmpty({ message: 'scope.resourceCodeRequired' })
  @MaxLength(255)
  @Matches(CODE_PATTERN)
  resourceCode!: string;

  @Field({ description: 'Name.' })
  @IsNotEmpty({ message: 'scope.nameRequired' })
  @MaxLength(255)
  scopeName!: string;

  @Field({ nullable: true, description: 'Columns selected (informational; default *).' })
  @IsOptional()
  @MaxLength(255)
  scopeField?: string;

  @Field({ nullable: true, description: 'Legacy statement id (informational).' })
  @IsOptional()
  @MaxLength(500)
  scopeClass?: string;

  @Field({ nullable: true, description: 'Column compared by types 2..4: create_user, create_dept or update_user.' })
  @IsOptional()
  @MaxLength(255)
  scopeColumn?: string;

  @Field(() => Int, { description: '1 all, 2 own, 3 own department, 4 department and children, 5 custom.' })
  @IsInt({ message: 'scope.typeRequired' })
  @IsIn([1, 2, 3, 4, 5], { message: 'scope.typeRequired' })
  scopeType!: number;

  @Field({ nullable: true, description: 'Custom rule (type 5): `<column> <in|not in|=|!=> ${userId|deptId|deptIds|childDeptIds}`.' })
  @IsOptional()
  @MaxLength(500)
  scopeValue?: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}

@InputType({ description: 'An API-scope rule to add (no id) or change (with id).' })
export class ApiScopeInput implements ScopeRuleInput {
  @Field(() => ID, { nullable: true, description: 'Id of the rule to change; absent to add one.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  id?: string;

  @Field(() => ID, { description: 'Menu the rule belongs to.' })
  @IsNotEmpty({ message: 'scope.menuRequired' })
  @Matches(/^\d{0,19}$/)
  menuId!: string;

  @Field({ description: 'Resource code (the menu code whose operations it governs, e.g. dept).' })
  @IsNotEmpty({ message: 'scope.resourceCodeRequired' })
  @MaxLength(255)
  @Matches(CODE_PATTERN)
  resourceCode!: string;

  @Field({ description: 'Name.' })
  @IsNotEmpty({ message: 'scope.nameRequired' })
  @MaxLength(255)
  scopeName!: string;

  @Field({
    description:
      '`*` (every operation of the resource), a GraphQL root field (depts) or part of a legacy REST path (/blade-system/dept/list).',
  })
  @IsNotEmpty({ message: 'scope.pathRequired' })
  @MaxLength(255)
  scopePath!: string;

  @Field(() => Int, { description: '1 system interface, 2 business interface.' })
  @IsInt({ message: 'scope.typeRequired' })
  @IsIn([1, 2], { message: 'scope.typeRequired' })
  scopeType!: number;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}
