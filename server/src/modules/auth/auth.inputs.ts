import { IsOptional, Length, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

const ID_PATTERN = /^\d{1,19}$/;

@InputType({ description: 'Credentials for signing in.' })
export class LoginInput {
  @Field({ description: 'Tenant id, e.g. 000000.' })
  @Length(1, 12)
  tenantId!: string;

  @Field({ description: 'Login account.' })
  @Length(1, 45)
  account!: string;

  @Field({ description: 'Password in plain text (sent over TLS; the server hashes it).' })
  @Length(1, 128)
  password!: string;

  @Field({ nullable: true, description: 'Captcha key from the captcha mutation.' })
  @IsOptional()
  @MaxLength(64)
  captchaKey?: string;

  @Field({ nullable: true, description: 'Characters read from the captcha image.' })
  @IsOptional()
  @MaxLength(16)
  captchaCode?: string;

  @Field(() => ID, { nullable: true, description: 'Department to sign in with (switch mode).' })
  @IsOptional()
  @Matches(ID_PATTERN)
  deptId?: string;

  @Field(() => ID, { nullable: true, description: 'Role to sign in with (switch mode).' })
  @IsOptional()
  @Matches(ID_PATTERN)
  roleId?: string;
}

@InputType({ description: 'A refresh token to exchange for a new token pair.' })
export class RefreshTokenInput {
  @Field({ description: 'The refresh token from the last login or refresh.' })
  @Length(1, 200)
  refreshToken!: string;

  @Field(() => ID, { nullable: true, description: 'Switch to this department.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  deptId?: string;

  @Field(() => ID, { nullable: true, description: 'Switch to this role.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  roleId?: string;
}
