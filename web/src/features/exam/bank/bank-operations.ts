import {
  QuestionBankDocument,
  QuestionBanksDocument,
  RemoveQuestionBanksDocument,
  SubmitQuestionBankDocument,
  type QuestionBankFilter,
} from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { BankFormValues, BankRow } from './bank-crud';
import { serverMessage } from './server-message';

/** The question bank page's list (with export), detail, submit and remove, for useCrudOperations. */
export const bankOperations = crudOperations<BankRow, BankFormValues, QuestionBankFilter>()({
  list: QuestionBanksDocument,
  page: (data) => data.questionBanks,
  exportable: true,
  detail: { document: QuestionBankDocument, row: (data) => data.questionBank },
  submit: {
    document: SubmitQuestionBankDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      name: values.name.trim(),
      code: values.code.trim(),
      description: values.description.trim() === '' ? null : values.description.trim(),
    }),
  },
  // A refused delete (the bank still holds questions or a draw rule uses it) shows the server's own message.
  remove: {
    document: RemoveQuestionBanksDocument,
    refused: { key: 'exam-bank-remove', message: (failure, t) => serverMessage(failure) ?? errorMessage(failure, t) },
  },
});
