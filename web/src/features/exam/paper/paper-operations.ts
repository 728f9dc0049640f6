import { PapersDocument, RemovePapersDocument, SubmitPaperDocument, type PaperFilter, type PaperMode } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { serverMessage } from '../bank/server-message';
import { passInputOf, type PaperFormValues, type PaperRow } from './paper-crud';

type Filter = PaperFilter & { status?: string };

/**
 * The paper page's list, submit (the paper's own fields; the structure is kept) and remove, for
 * useCrudOperations. `onCreated` receives a new paper's id: the next step (compose its questions) follows at once.
 */
export function paperOperations(onCreated?: (id: string) => void) {
  return crudOperations<PaperRow, PaperFormValues, Filter>()({
    list: PapersDocument,
    page: (data) => data.papers,
    submit: {
      document: SubmitPaperDocument,
      input: (values, row) => ({
        ...(row ? { id: row.id } : {}),
        name: values.name.trim(),
        mode: values.mode as PaperMode,
        ...passInputOf(values),
        suggestedDurationMin: values.suggestedDurationMin === '' ? null : Number(values.suggestedDurationMin),
        description: values.description.trim() === '' ? null : values.description.trim(),
      }),
      done: (data, row) => {
        const created = data?.submitPaper.id;
        if (!row && created) {
          onCreated?.(created);
        }
      },
    },
    // A refused delete (a LOCKED paper) shows the server's own message.
    remove: {
      document: RemovePapersDocument,
      refused: { key: 'exam-paper-remove', message: (failure, t) => serverMessage(failure) ?? errorMessage(failure, t) },
    },
  });
}
