import { QuestionsDocument, RemoveQuestionsDocument, type QuestionFilter } from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { QuestionRow } from './question-crud';

/** The question page's list and remove (add and edit are the editor page), for useCrudOperations. */
export const questionOperations = crudOperations<QuestionRow, Record<string, never>, QuestionFilter>()({
  list: QuestionsDocument,
  page: (data) => data.questions,
  remove: { document: RemoveQuestionsDocument },
});
