import { Field, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { Datasource } from './datasource.entity';

export const DatasourcePage = createPageType(Datasource, 'DatasourcePage');
export type DatasourcePage = InstanceType<typeof DatasourcePage>;

@ObjectType({ description: 'Outcome of a datasource connection test.' })
export class DatasourceTestResult {
  @Field({ description: 'True when the database answered.' })
  success!: boolean;

  @Field({ description: 'Empty on success, else why the connection failed.' })
  message!: string;
}
