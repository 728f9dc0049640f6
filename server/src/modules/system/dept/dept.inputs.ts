import { IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the department lists (each matches when the column contains the text).' })
export class DeptFilter {
  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(45)
  deptName?: string;

  @Field({ nullable: true, description: 'Part of the full name.' })
  @IsOptional()
  @MaxLength(45)
  fullName?: string;
}

@InputType({ description: 'A department to add (no id) or change (with id).' })
export class DeptInput {
  @Field(() => ID, { nullable: true, description: 'Id of the department to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => ID, { nullable: true, description: 'Parent department; absent or "0" for a root of the caller’s tenant.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  parentId?: string;

  @Field({ description: 'Name.' })
  @IsNotEmpty({ message: 'dept.nameRequired' })
  @MaxLength(45)
  deptName!: string;

  @Field({ description: 'Full name.' })
  @IsNotEmpty({ message: 'dept.fullNameRequired' })
  @MaxLength(45)
  fullName!: string;

  @Field(() => Int, { description: 'Type (dictionary org_category: 1 company, 2 department, 3 group).' })
  @IsInt({ message: 'dept.categoryRequired' })
  deptCategory!: number;

  @Field(() => Int, { description: 'Sort order.' })
  @IsInt({ message: 'dept.sortRequired' })
  @Min(0)
  @Max(1_000_000)
  sort!: number;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}
