import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Info, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { ReportResult, ReportRunPage } from '../definition/report-definition.types';
import type { ReportExportService } from '../export/report-export.service';
import { ReportExportFile, ReportExportFormat } from '../export/report-export.types';
import type { ReportRunService } from './report-run.service';

@Resolver()
export class ReportRunResolver {
  constructor(
    private readonly runs: ReportRunService,
    private readonly exports: ReportExportService,
  ) {}

  @Authorized('report_run')
  @Query(() => ReportResult, {
    description: 'Runs a report (by id or code) with parameters: columns, rows and the truncated flag; the run is logged.',
  })
  async runReport(
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('params', () => GraphQLJSONObject, { nullable: true }) params: Record<string, unknown> | null,
    @Ctx() context: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ReportResult> {
    const { definition: _definition, ...result } = await this.runs.run(signedIn(context), info.schema, { id, code }, params);
    return result;
  }

  @Authorized('report_export')
  @Query(() => ReportExportFile, {
    description: 'Runs a report like runReport and returns it as an Excel workbook or a PDF (base64); the run is logged.',
  })
  async exportReport(
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('params', () => GraphQLJSONObject, { nullable: true }) params: Record<string, unknown> | null,
    @Arg('format', () => ReportExportFormat) format: ReportExportFormat,
    @Ctx() context: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ReportExportFile> {
    return this.exports.export(signedIn(context), info.schema, { id, code }, params, format);
  }

  @Authorized('report_list')
  @Query(() => ReportRunPage, { description: 'The report run log of the caller’s tenant, newest first.' })
  async reportRuns(
    @Arg('definitionId', () => ID, { nullable: true }) definitionId: string | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<ReportRunPage> {
    return this.runs.runs(signedIn(context), definitionId, page ?? new PageInput());
  }
}
