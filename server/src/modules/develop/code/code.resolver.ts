import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { CodeRecord } from './code.entity';
import { CODE_READ_CODES } from './code-permissions';
import { CodeFilter, CodeInput } from './code.inputs';
import type { CodeService } from './code.service';
import { CodePage } from './code.types';

@Resolver()
export class CodeResolver {
  constructor(private readonly codes: CodeService) {}

  @Authorized(...CODE_READ_CODES)
  @Query(() => CodePage, { description: 'Code generation records, one page (platform administrator only).' })
  async codeRecords(
    @Arg('filter', () => CodeFilter, { nullable: true }) filter: CodeFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<CodePage> {
    return this.codes.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized(...CODE_READ_CODES)
  @Query(() => CodeRecord, { description: 'One code generation record.' })
  async codeRecord(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<CodeRecord> {
    return this.codes.detail(signedIn(context), id);
  }

  @Authorized('code_add', 'code_edit')
  @Mutation(() => CodeRecord, { description: 'Adds a code generation record (no id) or changes one (with id).' })
  async submitCodeRecord(@Arg('input', () => CodeInput) input: CodeInput, @Ctx() context: RequestContext): Promise<CodeRecord> {
    return this.codes.submit(signedIn(context), input);
  }

  @Authorized('code_delete')
  @Mutation(() => Int, { description: 'Deletes code generation records; returns how many.' })
  async removeCodeRecords(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.codes.remove(signedIn(context), ids);
  }

  @Authorized('code_add')
  @Mutation(() => CodeRecord, { description: 'Adds a copy of a record, its name followed by -copy.' })
  async copyCodeRecord(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<CodeRecord> {
    return this.codes.copy(signedIn(context), id);
  }
}
