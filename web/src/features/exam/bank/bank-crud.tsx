import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import type { QuestionBankFilter, QuestionBanksQuery } from '../../../generated/graphql';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';

/** A row of the question bank list. */
export type BankRow = QuestionBanksQuery['questionBanks']['records'][number];

/** As on the server: name required (at most 100), code required (letters, digits, _ and -; at most 64). */
export const bankFormSchema = z.object({
  name: z.string().trim().min(1, 'examBank:validation.nameRequired').max(100, 'examBank:validation.tooLong'),
  code: z
    .string()
    .trim()
    .min(1, 'examBank:validation.codeRequired')
    .max(64, 'examBank:validation.tooLong')
    .regex(/^[A-Za-z0-9_-]+$/, 'examBank:validation.codeFormat'),
  description: z.string().max(500, 'examBank:validation.tooLong'),
});

export type BankFormValues = z.infer<typeof bankFormSchema>;

/** The question list of one bank. */
export function bankQuestionsPath(bankId: string): string {
  return `/exam/question?bankId=${encodeURIComponent(bankId)}`;
}

/** Question banks (/exam/bank): columns, search, form and button codes. */
export const bankCrud: CrudConfig<BankRow, BankFormValues, QuestionBankFilter> = {
  key: 'exam.bank',
  title: 'menu:exam_bank',
  permissions: { add: 'exam_bank_add', edit: 'exam_bank_edit', delete: 'exam_bank_delete', view: 'exam_bank_view' },
  columns: [
    { accessor: 'name', title: 'examBank:fields.name', sortable: true },
    { accessor: 'code', title: 'examBank:fields.code', sortable: true, noWrap: true },
    { accessor: 'description', title: 'examBank:fields.description', ellipsis: true, maxWidth: 260 },
    {
      accessor: 'questionCount',
      title: 'examBank:fields.questionCount',
      width: 120,
      render: (row) => (
        <Anchor component={Link} to={bankQuestionsPath(row.id)} aria-label={`${row.name}: ${row.questionCount}`}>
          {row.questionCount}
        </Anchor>
      ),
    },
    {
      accessor: 'updateTime',
      title: 'examBank:fields.updateTime',
      sortable: true,
      noWrap: true,
      value: (row) => formatDateTime(row.updateTime),
    },
  ],
  search: [{ name: 'keyword', label: 'examBank:fields.keyword', placeholder: 'examBank:placeholders.keyword' }],
  form: {
    width: 640,
    schema: bankFormSchema,
    initialValues: { name: '', code: '', description: '' },
    fromRow: (row) => ({ name: row.name, code: row.code, description: row.description ?? '' }),
    fields: [
      { name: 'name', label: 'examBank:fields.name', placeholder: 'examBank:placeholders.name', required: true, span: 12 },
      {
        name: 'code',
        label: 'examBank:fields.code',
        placeholder: 'examBank:placeholders.code',
        required: true,
        span: 12,
        description: 'examBank:hints.code',
      },
      { name: 'description', label: 'examBank:fields.description', placeholder: 'examBank:placeholders.description', type: 'textarea' },
    ],
  },
  export: { fileName: 'examBank:exportFileName' },
};
