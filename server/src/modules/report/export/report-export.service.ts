import type { GraphQLSchema } from 'graphql';
import { reportTitle } from '../definition/builtin-reports';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from '../../../core/shared-state/shared-state';
import { AppError } from '../../../core/errors/app-error';
import { translate } from '../../../core/errors/messages';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import type { ReportRunService, ReportTarget } from '../run/report-run.service';
import { reportPdf } from './report-pdf.writer';
import { reportWorkbook } from './report-xlsx.writer';
import { ReportExportFormat, type ReportExportFile } from './report-export.types';

export interface ReportExportLimits {
  /** Exports one user may start per window. */
  perUser: number;
  windowSeconds: number;
}

const DEFAULT_LIMITS: ReportExportLimits = { perUser: 10, windowSeconds: 60 };

const MIME = {
  [ReportExportFormat.XLSX]: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  [ReportExportFormat.PDF]: 'application/pdf',
} as const;

/**
 * Report exports: the same run as the viewer (checks, parameters, row limit, run log with the format), then the
 * rows as an Excel workbook or a PDF, handed back as a file the way the product's GraphQL exports are (base64).
 * Each user may start a few exports a minute (counted across nodes through the shared state, like the login limiter).
 */
export class ReportExportService {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    private readonly menus: MenuService,
    private readonly runs: ReportRunService,
    private readonly timeZone: string,
    limiters: LimiterFactory,
    limits: ReportExportLimits = DEFAULT_LIMITS,
  ) {
    this.limiter = limiters({ keyPrefix: 'report-export', points: limits.perUser, duration: limits.windowSeconds });
  }

  async export(
    context: SignedInContext,
    schema: GraphQLSchema,
    target: ReportTarget,
    params: Record<string, unknown> | null | undefined,
    format: ReportExportFormat,
  ): Promise<ReportExportFile> {
    await this.menus.require(context, 'report_export');
    try {
      await this.limiter.consume(`${context.actor.tenantId}:${context.actor.userId}`);
    } catch (error) {
      throw error instanceof RateLimiterRes ? new AppError('RATE_LIMITED', 'errors.rateLimited') : error;
    }
    const outcome = await this.runs.run(context, schema, target, params, format === ReportExportFormat.PDF ? 'pdf' : 'xlsx');
    const title = reportTitle(outcome.definition, context.language);
    const content =
      format === ReportExportFormat.PDF
        ? await reportPdf({
            title,
            notes: [
              translate('report.exportedAt', context.language, {
                time: new Intl.DateTimeFormat('sv-SE', { timeZone: this.timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
                  new Date(),
                ),
                rows: outcome.rowCount,
              }),
              ...(outcome.truncated ? [translate('report.truncatedNote', context.language, { rows: outcome.rowCount })] : []),
            ],
            columns: outcome.columns,
            rows: outcome.rows,
            timeZone: this.timeZone,
          })
        : await reportWorkbook(title, outcome.columns, outcome.rows);
    return {
      filename: `${title.replace(/[\\/:*?"<>|]/g, '_')}.${format === ReportExportFormat.PDF ? 'pdf' : 'xlsx'}`,
      mime: MIME[format],
      contentBase64: content.toString('base64'),
      rows: outcome.rowCount,
      truncated: outcome.truncated,
    };
  }
}
