import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { PrototypeSettings } from './prototype-settings.types';

/** How one column of a model appears in generated code (legacy blade_model_prototype); platform-level like its model. */
@ObjectType({ implements: PrototypeSettings, description: 'Stored settings of one column of a model.' })
@Entity({ tableName: 'blade_model_prototype' })
export class ModelPrototype extends BaseEntity implements PrototypeSettings {
  @Index()
  @Property({ type: IdType })
  modelId!: string;

  @Property({ type: 'string', length: 64 })
  jdbcName!: string;

  @Property({ type: 'string', length: 100 })
  jdbcType!: string;

  @Property({ type: 'string', length: 255, default: '' })
  jdbcComment: Opt<string> = '';

  @Property({ type: 'string', length: 64 })
  propertyName!: string;

  @Property({ type: 'string', length: 32 })
  propertyType!: string;

  @Property({ type: 'string', length: 32 })
  propertyEntity!: string;

  @Property({ type: 'boolean', default: false })
  isList: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  isForm: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  isRow: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  isRequired: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  isQuery: Opt<boolean> = false;

  @Property({ type: 'string', length: 32 })
  componentType!: string;

  @Property({ type: 'string', length: 64, default: '' })
  dictCode: Opt<string> = '';

  @Property({ type: 'string', length: 32 })
  queryType!: string;

  @Property({ type: 'integer', nullable: true })
  maxLength?: number | null;

  @Property({ type: 'integer', default: 0 })
  sort: Opt<number> = 0;
}
