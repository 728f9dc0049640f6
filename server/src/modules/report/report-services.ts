import type { LimiterFactory } from '../../core/shared-state/shared-state';
import type { TenantDatabases } from '../../core/db/tenant-databases';
import type { DatasourceService } from '../develop/datasource/datasource.service';
import type { MenuService } from '../system/menu/menu.service';
import { SqlDatasetRunner } from './dataset/sql-dataset.runner';
import { ReportDefinitionService } from './definition/report-definition.service';
import { ReportExportService } from './export/report-export.service';
import { ReportRunService } from './run/report-run.service';

/** The report module's services, wired from what they need of the others. */
export interface ReportServices {
  definitions: ReportDefinitionService;
  runs: ReportRunService;
  exports: ReportExportService;
}

export function createReportServices(
  menus: MenuService,
  databases: TenantDatabases,
  datasources: DatasourceService,
  timeZone: string,
  limiters: LimiterFactory,
): ReportServices {
  const definitions = new ReportDefinitionService(menus);
  const runs = new ReportRunService(menus, definitions, new SqlDatasetRunner(databases, datasources));
  return { definitions, runs, exports: new ReportExportService(menus, runs, timeZone, limiters) };
}
