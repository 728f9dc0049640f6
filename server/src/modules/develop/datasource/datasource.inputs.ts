import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { DRIVER_CLASSES } from './datasource-target';

@InputType({ description: 'Filters of the datasource list.' })
export class DatasourceFilter {
  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(100)
  name?: string;
}

@InputType({ description: 'A datasource to add (no id) or change (with id).' })
export class DatasourceInput {
  @Field(() => ID, { nullable: true, description: 'Id of the datasource to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field({ description: 'Name.' })
  @Matches(/\S/, { message: 'datasource.nameRequired' })
  @MaxLength(100)
  name!: string;

  @Field({ description: `Driver class, one of: ${DRIVER_CLASSES.join(', ')}.` })
  @IsIn(DRIVER_CLASSES, { message: 'datasource.driverInvalid' })
  driverClass!: string;

  @Field({ description: 'jdbc:mysql://host:port/database (MySQL/MariaDB) or jdbc:sqlite:<name>.db (a file in the data folder).' })
  @Matches(/\S/, { message: 'datasource.urlRequired' })
  @MaxLength(500)
  url!: string;

  @Field({ defaultValue: '', description: 'User name.' })
  @MaxLength(100)
  username: string = '';

  @Field(() => String, {
    nullable: true,
    description: 'Password; on change, absent keeps the stored one. Stored encrypted, never answered.',
  })
  @IsOptional()
  @MaxLength(255)
  password?: string | null;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}
