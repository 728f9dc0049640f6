import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

const ID_PATTERN = /^\d{1,19}$/;

@InputType({ description: 'Filters of the role list (each matches when the column contains the text).' })
export class RoleFilter {
  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(255)
  roleName?: string;

  @Field({ nullable: true, description: 'Part of the alias.' })
  @IsOptional()
  @MaxLength(255)
  roleAlias?: string;
}

@InputType({ description: 'A role to add (no id) or change (with id).' })
export class RoleInput {
  @Field(() => ID, { nullable: true, description: 'Id of the role to change; absent to add one.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  id?: string;

  @Field(() => ID, { nullable: true, description: 'Parent role; absent or "0" for a top-level role of the caller’s tenant.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  parentId?: string;

  @Field({ description: 'Name.' })
  @IsNotEmpty({ message: 'role.nameRequired' })
  @MaxLength(255)
  roleName!: string;

  @Field({ description: 'Alias used by permission checks and workflows (administrator, admin, teacher, ...).' })
  @IsNotEmpty({ message: 'role.aliasRequired' })
  @MaxLength(255)
  @Matches(/^[\w.-]*$/)
  roleAlias!: string;

  @Field(() => Int, { nullable: true, description: 'Sort order.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  sort?: number;
}

@InputType({ description: 'Grants of roles: the menus (and buttons), data scopes and API scopes they get, replacing what they had.' })
export class RoleGrantInput {
  @Field(() => [ID], { description: 'Roles to grant to.' })
  @IsArray()
  @ArrayMaxSize(1000)
  @Matches(ID_PATTERN, { each: true })
  roleIds!: string[];

  @Field(() => [ID], { description: 'Menu and button ids.' })
  @IsArray()
  @ArrayMaxSize(5000)
  @Matches(ID_PATTERN, { each: true })
  menuIds!: string[];

  @Field(() => [ID], { nullable: true, description: 'Data-scope rule ids.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5000)
  @Matches(ID_PATTERN, { each: true })
  dataScopeIds?: string[];

  @Field(() => [ID], { nullable: true, description: 'API-scope rule ids.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5000)
  @Matches(ID_PATTERN, { each: true })
  apiScopeIds?: string[];
}
