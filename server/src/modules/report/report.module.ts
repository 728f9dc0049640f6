import { defineModule } from '../../core/module/module-descriptor';
import { ReportDefinitionVersion } from './definition/report-definition-version.entity';
import { ReportDefinition } from './definition/report-definition.entity';
import { ReportDefinitionResolver } from './definition/report-definition.resolver';
import { REPORT_MESSAGES } from './definition/report.messages';
import { ReportRun } from './run/report-run.entity';
import { ReportRunResolver } from './run/report-run.resolver';
import type { ReportServices } from './report-services';

/** The services the report module's resolvers are built from (provided by app's `Services`). */
export interface ReportModuleNeeds {
  reports: ReportServices;
}

/** The report module: definitions on whitelisted datasets, runs and their log (see CONTRIBUTING.md). */
export const REPORT_MODULE = defineModule({
  name: 'report',
  entities: [ReportDefinition, ReportDefinitionVersion, ReportRun],
  resolvers: [ReportDefinitionResolver, ReportRunResolver],
  createResolvers: (services: ReportModuleNeeds) => [
    new ReportDefinitionResolver(services.reports.definitions),
    new ReportRunResolver(services.reports.runs, services.reports.exports),
  ],
  messages: [REPORT_MESSAGES],
});
