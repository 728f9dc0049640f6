import { IsBoolean, IsIn, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { COMPONENT_TYPES, PROPERTY_ENTITIES, PROPERTY_TYPES, QUERY_TYPES } from './prototype-mapping';

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const OPTION = { message: 'model.prototypeOptionInvalid' };

@InputType({ description: 'Settings of one column of a model: with id to change a stored row, without to add one.' })
export class ModelPrototypeInput {
  @Field(() => ID, { nullable: true, description: 'Id of a stored row to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => ID, { description: 'Model id (the same for every row of one call).' })
  @Matches(/^\d{1,19}$/, { message: 'model.prototypeModelMismatch' })
  modelId!: string;

  @Field({ description: 'Column name.' })
  @Matches(NAME, { message: 'model.prototypeNameInvalid' })
  jdbcName!: string;

  @Field({ description: 'Declared column type.' })
  @MaxLength(100)
  jdbcType!: string;

  @Field({ defaultValue: '', description: 'Column comment.' })
  @MaxLength(255)
  jdbcComment: string = '';

  @Field({ description: 'Property name.' })
  @Matches(NAME, { message: 'model.prototypeNameInvalid' })
  propertyName!: string;

  @Field({ description: `TypeScript type: ${PROPERTY_TYPES.join(', ')}.` })
  @IsIn(PROPERTY_TYPES, OPTION)
  propertyType!: string;

  @Field({ description: `GraphQL type: ${PROPERTY_ENTITIES.join(', ')}.` })
  @IsIn(PROPERTY_ENTITIES, OPTION)
  propertyEntity!: string;

  @Field({ defaultValue: false, description: 'Shown in the list.' })
  @IsBoolean()
  isList: boolean = false;

  @Field({ defaultValue: false, description: 'Shown in the form.' })
  @IsBoolean()
  isForm: boolean = false;

  @Field({ defaultValue: false, description: 'Takes a whole form row.' })
  @IsBoolean()
  isRow: boolean = false;

  @Field({ defaultValue: false, description: 'Required in the form.' })
  @IsBoolean()
  isRequired: boolean = false;

  @Field({ defaultValue: false, description: 'A search field of the list.' })
  @IsBoolean()
  isQuery: boolean = false;

  @Field({ defaultValue: 'input', description: `Form component: ${COMPONENT_TYPES.join(', ')}.` })
  @IsIn(COMPONENT_TYPES, OPTION)
  componentType: string = 'input';

  @Field({ defaultValue: '', description: 'Dictionary code (empty: none).' })
  @Matches(/^[A-Za-z0-9_-]{0,64}$/, { message: 'model.dictCodeInvalid' })
  dictCode: string = '';

  @Field({ defaultValue: 'equal', description: `Search operator: ${QUERY_TYPES.join(', ')}.` })
  @IsIn(QUERY_TYPES, OPTION)
  queryType: string = 'equal';

  @Field(() => Int, { nullable: true, description: 'Longest accepted text; null: no limit.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000_000)
  maxLength?: number | null;

  @Field(() => Int, { defaultValue: 0, description: 'Position.' })
  @IsInt()
  @Min(0)
  @Max(10_000)
  sort: number = 0;
}
