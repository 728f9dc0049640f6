import { ArrayMaxSize, IsOptional, Matches, MaxLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { CLIENT_ERROR_LIMITS } from './error-log.service';

@InputType({ description: 'Filters of the usual, API and error log lists (text filters match when the column contains the text).' })
export class LogFilter {
  @Field({ nullable: true, description: 'Part of the service id (exam-server, exam-web).' })
  @IsOptional()
  @MaxLength(64)
  serviceId?: string;

  @Field({ nullable: true, description: 'Part of the server host name.' })
  @IsOptional()
  @MaxLength(255)
  serverHost?: string;

  @Field({ nullable: true, description: 'Part of the request path.' })
  @IsOptional()
  @MaxLength(1000)
  requestUri?: string;

  @Field({ nullable: true, description: 'HTTP method (exact, e.g. GET or POST).' })
  @IsOptional()
  @Matches(/^[A-Za-z]{1,16}$/, { message: 'log.methodInvalid' })
  method?: string;

  @Field({ nullable: true, description: 'Part of the caller account.' })
  @IsOptional()
  @MaxLength(64)
  createBy?: string;

  @Field(() => Date, { nullable: true, description: 'Only rows created after this instant (legacy createTime_dategt).' })
  @IsOptional()
  createTimeFrom?: Date;

  @Field(() => Date, { nullable: true, description: 'Only rows created before this instant (legacy createTime_datelt).' })
  @IsOptional()
  createTimeTo?: Date;
}

@InputType({ description: 'One error captured by the web app (SPEC §3 error log entry).' })
export class ClientErrorInput {
  @Field({ nullable: true, description: 'Kind of entry (usually "error").' })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.type, { message: 'log.clientFieldTooLong' })
  type?: string;

  @Field({ nullable: true, description: 'Error message.' })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.message, { message: 'log.clientFieldTooLong' })
  message?: string;

  @Field({ nullable: true, description: 'Stack trace.' })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.stack, { message: 'log.clientFieldTooLong' })
  stack?: string;

  @Field({ nullable: true, description: 'Where in the app it happened (component info).' })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.info, { message: 'log.clientFieldTooLong' })
  info?: string;

  @Field({ nullable: true, description: 'Page address.' })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.url, { message: 'log.clientFieldTooLong' })
  url?: string;

  @Field({ nullable: true, description: 'When it happened, as the browser wrote it.' })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.time, { message: 'log.clientFieldTooLong' })
  time?: string;
}

@ArgsType()
export class UploadClientErrorsArgs {
  @Field(() => [ClientErrorInput], { description: `Captured errors, at most ${CLIENT_ERROR_LIMITS.entries}.` })
  @ArrayMaxSize(CLIENT_ERROR_LIMITS.entries, { message: 'log.clientTooMany' })
  @ValidateNested({ each: true })
  entries!: ClientErrorInput[];
}
