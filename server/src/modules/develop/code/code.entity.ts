import { Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * A code generation record (legacy blade_code, 3.4 shape): which model to generate, with which names and options,
 * into which relative folders of the downloaded zip. Platform-level like the models it names.
 */
@ObjectType({ description: 'A code generation record.' })
@Entity({ tableName: 'blade_code' })
export class CodeRecord extends BaseEntity {
  @Field(() => ID, { description: 'Model id.' })
  @Property({ type: IdType })
  modelId!: string;

  @Field({ description: 'Module label (e.g. 通知公告).' })
  @Property({ type: 'string', length: 100 })
  codeName!: string;

  @Field({ description: 'Service (area) name, e.g. blade-desk.' })
  @Property({ type: 'string', length: 64 })
  serviceName!: string;

  @Field({ description: 'Package (module folder) name, e.g. org.springblade.desk or desk.' })
  @Property({ type: 'string', length: 100 })
  packageName!: string;

  @Field({ description: 'Table name.' })
  @Property({ type: 'string', length: 64 })
  tableName!: string;

  @Field(() => String, { description: 'Table prefix stripped from class names (e.g. blade_).' })
  @Property({ type: 'string', length: 32, default: '' })
  tablePrefix: Opt<string> = '';

  @Field(() => String, { description: 'Primary key column.' })
  @Property({ type: 'string', length: 64, default: 'id' })
  pkName: Opt<string> = 'id';

  @Field(() => Int, { description: 'Extends the audited base entity: 1 no, 2 yes.' })
  @Property({ type: 'integer', default: 2 })
  baseMode: Opt<number> = 2;

  @Field(() => Int, { description: 'Tenant-owned rows (tenant filter): 1 no, 2 yes.' })
  @Property({ type: 'integer', default: 2 })
  tenantMode: Opt<number> = 2;

  @Field(() => Int, { description: 'Dictionary label resolvers: 1 no, 2 yes.' })
  @Property({ type: 'integer', default: 2 })
  wrapMode: Opt<number> = 2;

  @Field(() => Int, { description: 'Legacy remote-client switch, kept for old rows: 1 no, 2 yes.' })
  @Property({ type: 'integer', default: 1 })
  feignMode: Opt<number> = 1;

  @Field(() => String, { description: "Front-end style (legacy value kept; the generator emits this product's own pages)." })
  @Property({ type: 'string', length: 32, default: 'saber' })
  codeStyle: Opt<string> = 'saber';

  @Field(() => String, { description: 'Template: crud, tree or sub.' })
  @Property({ type: 'string', length: 16, default: 'crud' })
  templateType: Opt<string> = 'crud';

  @Field(() => String, { description: 'Author named in generated comments.' })
  @Property({ type: 'string', length: 64, default: '' })
  author: Opt<string> = '';

  @Field(() => ID, { nullable: true, description: 'Child model of a sub template.' })
  @Property({ type: IdType, nullable: true })
  subModelId?: string | null;

  @Field(() => String, { nullable: true, description: 'Foreign-key column of the child model (sub template).' })
  @Property({ type: 'string', length: 64, nullable: true })
  subFkId?: string | null;

  @Field(() => String, { nullable: true, description: 'Id column of a tree template.' })
  @Property({ type: 'string', length: 64, nullable: true })
  treeId?: string | null;

  @Field(() => String, { nullable: true, description: 'Parent-id column of a tree template.' })
  @Property({ type: 'string', length: 64, nullable: true })
  treePid?: string | null;

  @Field(() => String, { nullable: true, description: 'Label column of a tree template.' })
  @Property({ type: 'string', length: 64, nullable: true })
  treeName?: string | null;

  @Field(() => String, { description: 'Server files folder inside the zip (relative, e.g. server).' })
  @Property({ type: 'string', length: 255, default: '' })
  apiPath: Opt<string> = '';

  @Field(() => String, { description: 'Web files folder inside the zip (relative, e.g. web).' })
  @Property({ type: 'string', length: 255, default: '' })
  webPath: Opt<string> = '';
}
