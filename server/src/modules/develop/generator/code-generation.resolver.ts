import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import { CODE_READ_CODES } from '../code/code-permissions';
import type { CodeGenerationService } from './code-generation.service';
import { CodeDownloadFile, GeneratedCodeFile } from './code-generation.types';

@Resolver()
export class CodeGenerationResolver {
  constructor(private readonly generation: CodeGenerationService) {}

  @Authorized(...CODE_READ_CODES)
  @Query(() => [GeneratedCodeFile], {
    description: 'The files a code record generates, for preview (platform administrator only; audited).',
  })
  async codePreview(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<GeneratedCodeFile[]> {
    return this.generation.preview(signedIn(context), id);
  }

  @Authorized(...CODE_READ_CODES)
  @Query(() => CodeDownloadFile, {
    description: 'The zip of the code records’ files (legacy gen-code; platform administrator only; audited).',
  })
  async codeDownload(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<CodeDownloadFile> {
    const download = await this.generation.download(signedIn(context), ids);
    return { fileName: download.fileName, base64: download.zip.toString('base64'), fileCount: download.fileCount };
  }
}
