import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ReportExportFormat {
  XLSX = 'xlsx',
  PDF = 'pdf',
}

registerEnumType(ReportExportFormat, { name: 'ReportExportFormat', description: 'Excel workbook or PDF.' });

@ObjectType({ description: 'An exported report file.' })
export class ReportExportFile {
  @Field({ description: 'Suggested file name.' })
  filename!: string;

  @Field({ description: 'MIME type.' })
  mime!: string;

  @Field({ description: 'File content, base64.' })
  contentBase64!: string;

  @Field(() => Int, { description: 'Rows written.' })
  rows!: number;

  @Field({ description: 'More rows existed than the row limit.' })
  truncated!: boolean;
}
