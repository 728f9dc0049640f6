import { Field, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { Client } from './client.entity';

export const ClientPage = createPageType(Client, 'ClientPage');
export type ClientPage = InstanceType<typeof ClientPage>;

@ObjectType({ description: 'A saved client, with its secret when the server generated one (shown this once only).' })
export class ClientSubmitResult {
  @Field(() => Client, { description: 'The saved client.' })
  client!: Client;

  @Field(() => String, {
    nullable: true,
    description: 'The generated secret: store it now, it cannot be read again. Null when none was generated.',
  })
  generatedSecret!: string | null;
}
