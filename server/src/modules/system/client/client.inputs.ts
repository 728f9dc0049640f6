import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

/** Grant types a client may be given. */
export const GRANT_TYPES = ['password', 'refresh_token', 'captcha', 'authorization_code', 'social'] as const;

@InputType({ description: 'Filters of the client list.' })
export class ClientFilter {
  @Field({ nullable: true, description: 'Part of the client id.' })
  @IsOptional()
  @MaxLength(48)
  clientId?: string;
}

@InputType({ description: 'A client to add (no id) or change (with id).' })
export class ClientInput {
  @Field(() => ID, { nullable: true, description: 'Row id of the client to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field({ description: 'Client id (letters, digits, _ and -).' })
  @Matches(/\S/, { message: 'client.clientIdRequired' })
  @Matches(/^[A-Za-z0-9_-]{1,48}$/, { message: 'client.clientIdFormat' })
  clientId!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'New secret (8..128 characters). On add, absent means the server generates one and answers it once; on change, absent keeps ' +
      'the current one.',
  })
  @IsOptional()
  @Length(8, 128, { message: 'client.secretLength' })
  clientSecret?: string | null;

  @Field({ defaultValue: false, description: 'On change: replace the secret by a generated one (answered once).' })
  rotateSecret: boolean = false;

  @Field({ defaultValue: 'all', description: 'Scope.' })
  @MaxLength(255)
  scope: string = 'all';

  @Field(() => [String], { description: `Grant types, any of: ${GRANT_TYPES.join(', ')}.` })
  @ArrayMinSize(1, { message: 'client.grantTypesRequired' })
  @ArrayMaxSize(GRANT_TYPES.length)
  @IsIn(GRANT_TYPES, { each: true, message: 'client.grantTypeInvalid' })
  authorizedGrantTypes!: string[];

  @Field(() => String, { nullable: true, description: 'Redirect URI of the authorization-code grant.' })
  @IsOptional()
  @MaxLength(255)
  webServerRedirectUri?: string | null;

  @Field(() => String, { nullable: true, description: 'Authorities.' })
  @IsOptional()
  @MaxLength(255)
  authorities?: string | null;

  @Field(() => Int, { defaultValue: 3600, description: 'Access token validity in seconds (60..31536000).' })
  @IsInt()
  @Min(60, { message: 'client.validityInvalid' })
  @Max(31_536_000, { message: 'client.validityInvalid' })
  accessTokenValidity: number = 3600;

  @Field(() => Int, { defaultValue: 604800, description: 'Refresh token validity in seconds (60..31536000).' })
  @IsInt()
  @Min(60, { message: 'client.validityInvalid' })
  @Max(31_536_000, { message: 'client.validityInvalid' })
  refreshTokenValidity: number = 604800;

  @Field(() => String, { nullable: true, description: 'Auto-approve setting.' })
  @IsOptional()
  @MaxLength(255)
  autoapprove?: string | null;
}
