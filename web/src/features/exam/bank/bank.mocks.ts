import { graphql, HttpResponse } from 'msw';
import type {
  MyMenusQuery,
  MyPermissionsQuery,
  QuestionBankOptionsQuery,
  QuestionBankQuery,
  QuestionBankQueryVariables,
  QuestionBanksQuery,
  QuestionBanksQueryVariables,
  RemoveQuestionBanksMutation,
  RemoveQuestionBanksMutationVariables,
  SubmitQuestionBankMutation,
  SubmitQuestionBankMutationVariables,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import type { BankRow } from './bank-crud';

function bank(index: number, name: string, code: string, questionCount: number): BankRow {
  return {
    id: String(1930000000000000000n + BigInt(index)),
    name,
    code,
    description: index % 2 === 1 ? `Practice questions of ${name}` : null,
    questionCount,
    updateTime: new Date(Date.UTC(2026, 10, 1, 8, 0, index)).toISOString(),
  };
}

/** 13 banks: the three demo banks and empty ones, so the list has two pages of 10. */
export const bankFixtures: readonly BankRow[] = [
  bank(1, 'Computer basics', 'computer', 145),
  bank(2, 'Workplace safety', 'safety', 150),
  bank(3, 'Professional ethics', 'ethics', 140),
  ...Array.from({ length: 10 }, (_, offset) => bank(4 + offset, `Practice bank ${4 + offset}`, `practice-${4 + offset}`, 0)),
];

export const examMenu: MyMenusQuery['myMenus'][number] = {
  id: '1920000000000000001',
  parentId: '0',
  code: 'exam',
  name: 'Exams',
  alias: 'menu',
  path: '/exam',
  source: 'school',
  sort: 2,
  category: 1,
  action: 0,
  isOpen: 1,
};

export function examPageMenu(id: string, code: string, name: string, path: string, sort: number): MyMenusQuery['myMenus'][number] {
  return { id, parentId: examMenu.id, code, name, alias: 'menu', path, source: 'list', sort, category: 1, action: 0, isOpen: 1 };
}

export const bankMenu = examPageMenu('1920000000000000100', 'exam_bank', 'Question banks', '/exam/bank', 1);
export const bankPermissions: readonly string[] = ['exam_bank_add', 'exam_bank_edit', 'exam_bank_delete', 'exam_bank_view'];

function contains(value: string, part: string | null | undefined): boolean {
  return !part || value.toLowerCase().includes(part.toLowerCase());
}

/** The bank list as the server answers it: keyword in the name or code, 1-based pages. */
export function bankPage(
  variables: QuestionBanksQueryVariables,
  rows: readonly BankRow[] = bankFixtures,
): QuestionBanksQuery['questionBanks'] {
  const keyword = variables.filter?.keyword;
  const filtered = rows.filter((row) => contains(row.name, keyword) || contains(row.code, keyword));
  const current = variables.page?.current ?? 1;
  const size = variables.page?.size ?? 10;
  return {
    total: filtered.length,
    size,
    current,
    pages: Math.ceil(filtered.length / size),
    records: filtered.slice((current - 1) * size, current * size),
  };
}

/** Default handlers of the question bank feature, keyed by operation name. */
export const bankMocks = {
  QuestionBanks: graphql.query<QuestionBanksQuery, QuestionBanksQueryVariables>('QuestionBanks', ({ variables }) =>
    HttpResponse.json({ data: { questionBanks: bankPage(variables) } }),
  ),
  QuestionBankOptions: graphql.query<QuestionBankOptionsQuery>('QuestionBankOptions', () =>
    HttpResponse.json({ data: { questionBanks: { records: bankFixtures.map(({ id, name, code }) => ({ id, name, code })) } } }),
  ),
  QuestionBank: graphql.query<QuestionBankQuery, QuestionBankQueryVariables>('QuestionBank', ({ variables }) => {
    const row = bankFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { questionBank: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  SubmitQuestionBank: graphql.mutation<SubmitQuestionBankMutation, SubmitQuestionBankMutationVariables>(
    'SubmitQuestionBank',
    ({ variables }) =>
      HttpResponse.json({
        data: {
          submitQuestionBank: {
            id: variables.input.id ?? '1939999999999999999',
            name: variables.input.name,
            code: variables.input.code,
            description: variables.input.description ?? null,
            questionCount: 0,
            updateTime: new Date(Date.UTC(2026, 10, 2)).toISOString(),
          },
        },
      }),
  ),
  RemoveQuestionBanks: graphql.mutation<RemoveQuestionBanksMutation, RemoveQuestionBanksMutationVariables>(
    'RemoveQuestionBanks',
    ({ variables }) => HttpResponse.json({ data: { removeQuestionBanks: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
};

/** Session answers of a teacher who sees the bank page with all its buttons. */
export const bankSessionMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () =>
    HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, examMenu, bankMenu] } }),
  ),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...bankPermissions] } }),
  ),
};
