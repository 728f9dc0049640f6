import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

/** Service, package, table and column names: letters first, then letters, digits, _, . and -. */
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;
const IDENTIFIER_RULE = { message: 'code.identifierInvalid' };
/** A relative folder inside the zip: no leading /, no .. segment, no backslash, only [A-Za-z0-9._/-]. */
export const RELATIVE_FOLDER = /^(?!\/)(?!(?:.*\/)?\.\.(?:\/|$))[A-Za-z0-9._/-]{0,255}$/;
const MODES = [1, 2];

@InputType({ description: 'Filters of the code record list (each matches when the column contains the text).' })
export class CodeFilter {
  @Field({ nullable: true, description: 'Part of the module name.' })
  @IsOptional()
  @MaxLength(100)
  codeName?: string;

  @Field({ nullable: true, description: 'Part of the service name.' })
  @IsOptional()
  @MaxLength(64)
  serviceName?: string;

  @Field({ nullable: true, description: 'Part of the table name.' })
  @IsOptional()
  @MaxLength(64)
  tableName?: string;
}

@InputType({ description: 'A code generation record to add (no id) or change (with id).' })
export class CodeInput {
  @Field(() => ID, { nullable: true, description: 'Id of the record to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => ID, { description: 'Model id.' })
  @Matches(/^\d{1,19}$/, { message: 'code.modelUnknown' })
  modelId!: string;

  @Field({ description: 'Module label.' })
  @Matches(/\S/, { message: 'code.nameRequired' })
  @MaxLength(100)
  codeName!: string;

  @Field({ description: 'Service (area) name.' })
  @Matches(IDENTIFIER, IDENTIFIER_RULE)
  @MaxLength(64)
  serviceName!: string;

  @Field({ description: 'Package (module folder) name.' })
  @Matches(IDENTIFIER, IDENTIFIER_RULE)
  packageName!: string;

  @Field({ nullable: true, description: "Table name; absent: the model's table." })
  @IsOptional()
  @Matches(IDENTIFIER, IDENTIFIER_RULE)
  @MaxLength(64)
  tableName?: string;

  @Field({ defaultValue: '', description: 'Table prefix stripped from class names.' })
  @Matches(/^[A-Za-z0-9_]{0,32}$/, IDENTIFIER_RULE)
  tablePrefix: string = '';

  @Field({ defaultValue: 'id', description: 'Primary key column.' })
  @Matches(IDENTIFIER, IDENTIFIER_RULE)
  @MaxLength(64)
  pkName: string = 'id';

  @Field(() => Int, { defaultValue: 2, description: 'Extends the audited base entity: 1 no, 2 yes.' })
  @IsIn(MODES, { message: 'code.modeInvalid' })
  baseMode: number = 2;

  @Field(() => Int, { defaultValue: 2, description: 'Tenant-owned rows: 1 no, 2 yes.' })
  @IsIn(MODES, { message: 'code.modeInvalid' })
  tenantMode: number = 2;

  @Field(() => Int, { defaultValue: 2, description: 'Dictionary label resolvers: 1 no, 2 yes.' })
  @IsIn(MODES, { message: 'code.modeInvalid' })
  wrapMode: number = 2;

  @Field(() => Int, { defaultValue: 1, description: 'Legacy remote-client switch: 1 no, 2 yes.' })
  @IsIn(MODES, { message: 'code.modeInvalid' })
  feignMode: number = 1;

  @Field({ defaultValue: 'saber', description: 'Front-end style (legacy value).' })
  @Matches(/^[A-Za-z0-9_-]{1,32}$/, IDENTIFIER_RULE)
  codeStyle: string = 'saber';

  @Field({ defaultValue: 'crud', description: 'Template: crud, tree or sub.' })
  @IsIn(['crud', 'tree', 'sub'], { message: 'code.templateInvalid' })
  templateType: string = 'crud';

  @Field({ defaultValue: '', description: 'Author.' })
  @MaxLength(64)
  author: string = '';

  @Field(() => ID, { nullable: true, description: 'Child model (sub template).' })
  @IsOptional()
  @Matches(/^\d{1,19}$/, { message: 'code.modelUnknown' })
  subModelId?: string | null;

  @Field(() => String, { nullable: true, description: 'Foreign-key column of the child model.' })
  @IsOptional()
  @Matches(IDENTIFIER, IDENTIFIER_RULE)
  @MaxLength(64)
  subFkId?: string | null;

  @Field(() => String, { nullable: true, description: 'Id column (tree template).' })
  @IsOptional()
  @Matches(IDENTIFIER, IDENTIFIER_RULE)
  @MaxLength(64)
  treeId?: string | null;

  @Field(() => String, { nullable: true, description: 'Parent-id column (tree template).' })
  @IsOptional()
  @Matches(IDENTIFIER, IDENTIFIER_RULE)
  @MaxLength(64)
  treePid?: string | null;

  @Field(() => String, { nullable: true, description: 'Label column (tree template).' })
  @IsOptional()
  @Matches(IDENTIFIER, IDENTIFIER_RULE)
  @MaxLength(64)
  treeName?: string | null;

  @Field({ defaultValue: '', description: 'Server files folder inside the zip (relative).' })
  @Matches(RELATIVE_FOLDER, { message: 'code.pathInvalid' })
  apiPath: string = '';

  @Field({ defaultValue: '', description: 'Web files folder inside the zip (relative).' })
  @Matches(RELATIVE_FOLDER, { message: 'code.pathInvalid' })
  webPath: string = '';
}
