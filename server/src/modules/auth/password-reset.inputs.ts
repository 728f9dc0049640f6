import { Length, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Asks for a password reset code by SMS (the answer never says whether the number has an account).' })
export class PasswordResetCodeInput {
  @Field({ description: 'Tenant id, e.g. 000000.' })
  @Length(1, 12)
  tenantId!: string;

  @Field({ description: 'The mobile number of the account (11 digits, +86 allowed).' })
  @MaxLength(20)
  phone!: string;
}

@InputType({ description: 'Sets a new password with the code received by SMS; every session of the account ends.' })
export class PasswordResetInput {
  @Field({ description: 'Tenant id, e.g. 000000.' })
  @Length(1, 12)
  tenantId!: string;

  @Field({ description: 'The mobile number the code was sent to.' })
  @MaxLength(20)
  phone!: string;

  @Field({ description: 'The 6-digit code.' })
  @MaxLength(12)
  code!: string;

  @Field({ description: 'The new password in plain text (6 to 64 characters; the server hashes it).' })
  @MaxLength(128)
  newPassword!: string;
}
