import { RemoveReportDefinitionsDocument, ReportDefinitionsDocument, type ReportDefinitionFilter } from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { ReportRow } from './report-crud';

/** The report list and its delete, for useCrudOperations (add, edit and run are pages of their own). */
export const reportOperations = crudOperations<ReportRow, object, ReportDefinitionFilter>()({
  list: ReportDefinitionsDocument,
  page: (data) => data.reportDefinitions,
  remove: { document: RemoveReportDefinitionsDocument },
});
