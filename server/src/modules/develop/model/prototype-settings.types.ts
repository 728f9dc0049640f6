import { Field, ID, Int, InterfaceType } from 'type-graphql';

/**
 * How one column of a model appears in generated code: the stored rows (ModelPrototype) and the proposals read
 * from a table (ModelPrototypeDraft) implement it, so one fragment `on PrototypeSettings` selects either.
 */
@InterfaceType('PrototypeSettings', { description: 'How one column of a model appears in generated code.' })
export abstract class PrototypeSettings {
  @Field(() => ID, { description: 'Model id.' })
  modelId!: string;

  @Field({ description: 'Column name.' })
  jdbcName!: string;

  @Field({ description: 'Column type as the database declares it (varchar(64), bigint, ...).' })
  jdbcType!: string;

  @Field(() => String, { description: 'Column comment.' })
  jdbcComment!: string;

  @Field({ description: 'Property name (camel case).' })
  propertyName!: string;

  @Field({ description: 'TypeScript type: string, number, boolean, Date or unknown.' })
  propertyType!: string;

  @Field({ description: 'GraphQL type: ID, String, Int, Float, Boolean, DateTimeISO or JSON.' })
  propertyEntity!: string;

  @Field(() => Boolean, { description: 'Shown in the list.' })
  isList!: boolean;

  @Field(() => Boolean, { description: 'Shown in the form.' })
  isForm!: boolean;

  @Field(() => Boolean, { description: 'Takes a whole row of the form.' })
  isRow!: boolean;

  @Field(() => Boolean, { description: 'Required in the form.' })
  isRequired!: boolean;

  @Field(() => Boolean, { description: 'A search field of the list.' })
  isQuery!: boolean;

  @Field({ description: 'Form component: input, textarea, number, select, radio, checkbox, switch, date, datetime.' })
  componentType!: string;

  @Field(() => String, { description: 'Dictionary code of a select, radio or checkbox (empty: none).' })
  dictCode!: string;

  @Field({ description: 'Search operator: equal, notequal, gt, ge, lt, le, between, like, likeleft, likeright.' })
  queryType!: string;

  @Field(() => Int, { nullable: true, description: 'Longest accepted text (validation); null: no limit.' })
  maxLength?: number | null;

  @Field(() => Int, { description: 'Position of the column in the table.' })
  sort!: number;
}
