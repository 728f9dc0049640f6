import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One generated file (nothing is written on the server).' })
export class GeneratedCodeFile {
  @Field({ description: 'Path inside the zip, relative, forward slashes.' })
  path!: string;

  @Field({ description: 'typescript, tsx, graphql, json or markdown.' })
  language!: string;

  @Field({ description: 'The text of the file.' })
  content!: string;

  @Field({ description: 'SHA-256 of the text (hex): tells a changed file from the previous download.' })
  sha256!: string;
}

@ObjectType({ description: 'The zip of generated code.' })
export class CodeDownloadFile {
  @Field({ description: 'File name to save it under.' })
  fileName!: string;

  @Field({ description: 'The zip, base64.' })
  base64!: string;

  @Field(() => Int, { description: 'How many files it holds.' })
  fileCount!: number;
}
