import type { TenantDatabases } from '../../core/db/tenant-databases';
import type { DatasourceService } from '../develop/datasource/datasource.service';
import type { MenuService } from '../system/menu/menu.service';
import { SqlDatasetRunner } from './dataset/sql-dataset.runner';
import { ReportDefinitionService } from './definition/report-definition.service';
import { ReportRunService } from './run/report-run.service';

/** The report module's services, wired from what they need of the others. */
export interface ReportServices {
  reportDefinitions: ReportDefinitionService;
  reportRuns: ReportRunService;
}

export function createReportServices(menus: MenuService, databases: TenantDatabases, datasources: DatasourceService): ReportServices {
  const reportDefinitions = new ReportDefinitionService(menus);
  return {
    reportDefinitions,
    reportRuns: new ReportRunService(menus, reportDefinitions, new SqlDatasetRunner(databases, datasources)),
  };
}
