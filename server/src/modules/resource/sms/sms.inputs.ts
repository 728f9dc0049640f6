import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsNotEmpty, IsOptional, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the SMS configuration list.' })
export class SmsConfigFilter {
  @Field(() => Int, { nullable: true, description: 'Provider (1 Yunpian, 2 Qiniu, 3 Aliyun, 4 Tencent Cloud).' })
  @IsOptional()
  @IsInt()
  category?: number;

  @Field({ nullable: true, description: 'Part of the resource code.' })
  @IsOptional()
  @MaxLength(64)
  smsCode?: string;

  @Field({ nullable: true, description: 'Part of the template id.' })
  @IsOptional()
  @MaxLength(500)
  templateId?: string;
}

@InputType({ description: 'An SMS configuration to add (no id) or change (with id).' })
export class SmsConfigInput {
  @Field(() => ID, { nullable: true, description: 'Id of the configuration to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => Int, { description: 'Provider: 1 Yunpian, 2 Qiniu, 3 Aliyun, 4 Tencent Cloud.' })
  @IsIn([1, 2, 3, 4], { message: 'sms.categoryInvalid' })
  category!: number;

  @Field({ description: 'Resource code, unique in the tenant.' })
  @IsNotEmpty({ message: 'sms.codeRequired' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'sms.codeInvalid' })
  smsCode!: string;

  @Field({ description: 'Template id; Yunpian: the template text with #var# placeholders.' })
  @IsNotEmpty({ message: 'sms.templateRequired' })
  @MaxLength(500)
  templateId!: string;

  @Field({ description: 'Access key id (Yunpian: apikey).' })
  @IsNotEmpty({ message: 'sms.accessKeyRequired' })
  @MaxLength(255)
  accessKey!: string;

  @Field({ nullable: true, description: 'Secret key; empty or absent keeps the stored one (Yunpian has none).' })
  @IsOptional()
  @MaxLength(255)
  secretKey?: string;

  @Field({ nullable: true, description: 'Region (Aliyun cn-hangzhou, Tencent ap-guangzhou).' })
  @IsOptional()
  @Matches(/^$|^[a-z0-9-]{1,64}$/, { message: 'errors.paramType' })
  regionId?: string;

  @Field({ nullable: true, description: 'Signature name.' })
  @IsOptional()
  @MaxLength(64)
  signName?: string;

  @Field({ nullable: true, description: 'Tencent SmsSdkAppId.' })
  @IsOptional()
  @Matches(/^$|^\d{1,20}$/, { message: 'errors.paramType' })
  appId?: string;

  @Field({ nullable: true, description: 'Template variables in order, comma separated (e.g. code,minutes).' })
  @IsOptional()
  @Matches(/^$|^[A-Za-z0-9_]{1,32}(,[A-Za-z0-9_]{1,32}){0,19}$/, { message: 'sms.variablesInvalid' })
  templateVariables?: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}

@InputType({ description: 'A template variable and its value.' })
export class SmsParamInput {
  @Field({ description: 'Variable name.' })
  @MaxLength(32)
  name!: string;

  @Field({ description: 'Value (plain text, no links).' })
  @MaxLength(500)
  value!: string;
}

@InputType({ description: 'A message to send through the enabled configuration or the one named by code.' })
export class SmsSendInput {
  @Field({ nullable: true, description: 'Resource code of the configuration; absent: the enabled one.' })
  @IsOptional()
  @MaxLength(64)
  code?: string;

  @Field(() => [String], { description: 'Mainland mobile numbers (11 digits, +86 allowed).' })
  @ArrayMinSize(1, { message: 'sms.phonesRequired' })
  @ArrayMaxSize(1000)
  phones!: string[];

  @Field(() => [SmsParamInput], { description: 'Template variables.' })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  params!: SmsParamInput[];
}

@InputType({ description: 'Filters of the SMS send log.' })
export class SmsSendLogFilter {
  @Field(() => Int, { nullable: true, description: 'Outcome: 1 sent, 2 failed.' })
  @IsOptional()
  @IsIn([1, 2])
  status?: number;

  @Field({ nullable: true, description: 'Resource code of the configuration.' })
  @IsOptional()
  @MaxLength(64)
  smsCode?: string;
}
