import { IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'Filters of the attachment list (each matches when the column contains the text).' })
export class AttachFilter {
  @Field({ nullable: true, description: 'Part of the stored name.' })
  @IsOptional()
  @MaxLength(255)
  name?: string;

  @Field({ nullable: true, description: 'Part of the original file name.' })
  @IsOptional()
  @MaxLength(255)
  originalName?: string;

  @Field({ nullable: true, description: 'Part of the extension.' })
  @IsOptional()
  @MaxLength(16)
  extension?: string;
}

@InputType({ description: 'Changes an attachment (legacy attach/submit): only its display name; attachments are added by uploading.' })
export class AttachInput {
  @Field(() => ID, { nullable: true, description: 'The attachment; without it the call is refused (add by uploading).' })
  @IsOptional()
  @MaxLength(19)
  id?: string | null;

  @Field({ description: 'File name shown and used for downloads (1..255 characters, no path separators).' })
  @MaxLength(255)
  originalName!: string;
}
