import { IsIn, IsInt, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the storage configuration list.' })
export class OssFilter {
  @Field(() => Int, { nullable: true, description: 'Storage type (1 local, 2 S3).' })
  @IsOptional()
  @IsInt()
  category?: number;

  @Field({ nullable: true, description: 'Part of the resource code.' })
  @IsOptional()
  @MaxLength(64)
  ossCode?: string;
}

@InputType({ description: 'A storage configuration to add (no id) or change (with id).' })
export class OssInput {
  @Field(() => ID, { nullable: true, description: 'Id of the configuration to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => Int, { description: 'Storage type: 1 local disk, 2 S3-compatible.' })
  @IsIn([1, 2], { message: 'oss.categoryInvalid' })
  category!: number;

  @Field({ description: 'Resource code, unique in the tenant.' })
  @IsNotEmpty({ message: 'oss.codeRequired' })
  @MaxLength(64)
  ossCode!: string;

  @Field({ nullable: true, description: 'S3 endpoint URL (empty for AWS).' })
  @IsOptional()
  @Matches(/^$|^https?:\/\/[^\s]+$/, { message: 'errors.paramType' })
  @MaxLength(255)
  endpoint?: string;

  @Field({ nullable: true, description: 'Access key id.' })
  @IsOptional()
  @MaxLength(255)
  accessKey?: string;

  @Field({ nullable: true, description: 'Secret key; empty or absent keeps the stored one.' })
  @IsOptional()
  @MaxLength(255)
  secretKey?: string;

  @Field({ nullable: true, description: 'Bucket name (3-63 lower-case letters, digits, dots, hyphens).' })
  @IsOptional()
  @Matches(/^$|^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'oss.bucketInvalid' })
  bucketName?: string;

  @Field({ nullable: true, description: 'Application id.' })
  @IsOptional()
  @MaxLength(64)
  appId?: string;

  @Field({ nullable: true, description: 'Region.' })
  @IsOptional()
  @MaxLength(64)
  region?: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}
