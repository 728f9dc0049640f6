import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

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
