import { Length } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The caller’s account password, to unlock the lock screen.' })
export class VerifyMyPasswordInput {
  @Field({ description: 'Password in plain text (sent over TLS; the server hashes it).' })
  @Length(1, 128)
  password!: string;
}
