import { defineModule } from '../../core/module/module-descriptor';
import { ReportDefinitionVersion } from './definition/report-definition-version.entity';
import { ReportDefinition } from './definition/report-definition.entity';
import { ReportDefinitionResolver } from './definition/report-definition.resolver';
import type { ReportDefinitionService } from './definition/report-definition.service';
import type { ReportExportService } from './export/report-export.service';
import { REPORT_MESSAGES } from './definition/report.messages';
import { ReportRun } from './run/report-run.entity';
import { ReportRunResolver } from './run/report-run.resolver';
import type { ReportRunService } from './run/report-run.service';

/** The services the report module's resolvers are built from (provided by app's `Services`). */
export interface ReportModuleNeeds {
  reportDefinitions: ReportDefinitionService;
  reportRuns: ReportRunService;
  reportExports: ReportExportService;
}

/** The report module: definitions on whitelisted datasets, runs and their log (see CONTRIBUTING.md). */
export const REPORT_MODULE = defineModule({
  name: 'report',
  entities: [ReportDefinition, ReportDefinitionVersion, ReportRun],
  resolvers: [ReportDefinitionResolver, ReportRunResolver],
  createResolvers: (services: ReportModuleNeeds) => [
    new ReportDefinitionResolver(services.reportDefinitions),
    new ReportRunResolver(services.reportRuns, services.reportExports),
  ],
  messages: [REPORT_MESSAGES],
});
