import { ExaminationsDocument, RemoveExaminationsDocument, type ExaminationFilter } from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { ExaminationRow } from './examination-crud';
import { refusalMessage } from './refusal-message';

/** The examination list and delete (DRAFT or CANCELLED; a refusal shows the server's message), for useCrudOperations. */
export const examinationOperations = crudOperations<ExaminationRow, object, ExaminationFilter>()({
  list: ExaminationsDocument,
  page: (data) => data.examinations,
  variables: ({ filter, page }) => ({ filter, page }),
  remove: { document: RemoveExaminationsDocument, refused: { key: 'examination-remove', message: refusalMessage } },
});
