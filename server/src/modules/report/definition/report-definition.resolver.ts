import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { ReportDefinitionVersion } from './report-definition-version.entity';
import { ReportDefinition } from './report-definition.entity';
import { ReportDefinitionFilter, ReportDefinitionInput } from './report-definition.inputs';
import type { ReportDefinitionService } from './report-definition.service';
import { ReportDatasetInfo, ReportDefinitionPage } from './report-definition.types';

@Resolver()
export class ReportDefinitionResolver {
  constructor(private readonly definitions: ReportDefinitionService) {}

  @Authorized('report_list')
  @Query(() => ReportDefinitionPage, { description: 'Report definitions of the caller’s tenant, one page.' })
  async reportDefinitions(
    @Arg('filter', () => ReportDefinitionFilter, { nullable: true }) filter: ReportDefinitionFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<ReportDefinitionPage> {
    return this.definitions.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('report_list')
  @Query(() => ReportDefinition, { description: 'One report definition.' })
  async reportDefinition(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ReportDefinition> {
    return this.definitions.detail(signedIn(context), id);
  }

  @Authorized('report_list')
  @Query(() => [ReportDefinitionVersion], { description: 'Published versions of a report definition, newest first.' })
  async reportDefinitionVersions(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ReportDefinitionVersion[]> {
    return this.definitions.versions(signedIn(context), id);
  }

  @Authorized('report_list', 'report_add', 'report_edit')
  @Query(() => [ReportDatasetInfo], { description: 'The registered GraphQL datasets reports are built on.' })
  async reportDatasets(@Ctx() context: RequestContext): Promise<ReportDatasetInfo[]> {
    return this.definitions.datasets(signedIn(context));
  }

  @Authorized('report_add', 'report_edit')
  @Mutation(() => ReportDefinition, { description: 'Adds a report definition (no id) or changes one (with id; back to draft).' })
  async saveReportDefinition(
    @Arg('input', () => ReportDefinitionInput) input: ReportDefinitionInput,
    @Ctx() context: RequestContext,
  ): Promise<ReportDefinition> {
    return this.definitions.save(signedIn(context), input);
  }

  @Authorized('report_delete')
  @Mutation(() => Int, { description: 'Deletes report definitions; returns how many were deleted.' })
  async removeReportDefinitions(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.definitions.remove(signedIn(context), ids);
  }

  @Authorized('report_edit')
  @Mutation(() => ReportDefinition, { description: 'Publishes a report definition: a new version and its snapshot.' })
  async publishReportDefinition(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ReportDefinition> {
    return this.definitions.publish(signedIn(context), id);
  }
}
