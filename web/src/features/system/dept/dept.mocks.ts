import { graphql, HttpResponse } from 'msw';
import type {
  DeptLazyListQuery,
  DeptLazyListQueryVariables,
  DeptQuery,
  DeptQueryVariables,
  DeptTreeQuery,
  RemoveDeptsMutation,
  RemoveDeptsMutationVariables,
  SubmitDeptMutation,
  SubmitDeptMutationVariables,
} from '../../../generated/graphql';
import type { DeptRow } from './dept-crud';

function dept(id: string, parentId: string, deptName: string, deptCategory: number, sort: number): DeptRow {
  return { id, parentId, deptName, fullName: `${deptName} Ltd`, deptCategory, sort, remark: '', hasChildren: false };
}

/** A small department tree: one company with two departments, one of them with a team. */
export const deptFixtures: readonly DeptRow[] = [
  dept('101', '0', 'Acme', 1, 1),
  dept('102', '101', 'Engineering', 2, 1),
  dept('103', '101', 'Sales', 2, 2),
  dept('104', '102', 'Backend team', 3, 1),
].map((row, _index, all) => ({ ...row, hasChildren: all.some((other) => other.parentId === row.id) }));

/** The server's refusal to delete a department with children (errors.hasChildren). */
export const deptHasChildrenMessage = 'Delete the child nodes first';

function contains(value: string, part: string | null | undefined): boolean {
  return !part || value.toLowerCase().includes(part.toLowerCase());
}

/** deptLazyList as the server answers it: one level below parentId, or every match of a search. */
export function deptLevel(variables: DeptLazyListQueryVariables, rows: readonly DeptRow[] = deptFixtures): DeptRow[] {
  const { filter, parentId } = variables;
  if (parentId == null && (filter?.deptName || filter?.fullName)) {
    return rows.filter((row) => contains(row.deptName, filter.deptName) && contains(row.fullName, filter.fullName));
  }
  return rows.filter((row) => row.parentId === (parentId ?? '0'));
}

export const deptPermissionCodes: readonly string[] = ['dept_add', 'dept_edit', 'dept_delete', 'dept_view'];

/** Default handlers of the department feature, keyed by operation name. */
export const deptMocks = {
  DeptLazyList: graphql.query<DeptLazyListQuery, DeptLazyListQueryVariables>('DeptLazyList', ({ variables }) =>
    HttpResponse.json({ data: { deptLazyList: deptLevel(variables) } }),
  ),
  Dept: graphql.query<DeptQuery, DeptQueryVariables>('Dept', ({ variables }) => {
    const row = deptFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { dept: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  DeptTree: graphql.query<DeptTreeQuery>('DeptTree', () =>
    HttpResponse.json({
      data: {
        deptTree: deptFixtures.map((row) => ({ id: row.id, parentId: row.parentId, title: row.deptName, hasChildren: row.hasChildren })),
      },
    }),
  ),
  SubmitDept: graphql.mutation<SubmitDeptMutation, SubmitDeptMutationVariables>('SubmitDept', ({ variables }) => {
    const { input } = variables;
    return HttpResponse.json({
      data: {
        submitDept: {
          id: input.id ?? '199',
          parentId: input.parentId ?? '0',
          deptName: input.deptName,
          fullName: input.fullName,
          deptCategory: input.deptCategory,
          sort: input.sort,
          remark: input.remark ?? '',
          hasChildren: false,
        },
      },
    });
  }),
  RemoveDepts: graphql.mutation<RemoveDeptsMutation, RemoveDeptsMutationVariables>('RemoveDepts', ({ variables }) => {
    const ids = Array.isArray(variables.ids) ? variables.ids : [variables.ids];
    if (deptFixtures.some((row) => ids.includes(row.parentId))) {
      return HttpResponse.json({
        data: null,
        errors: [{ message: deptHasChildrenMessage, extensions: { code: 'BAD_REQUEST', messageKey: 'errors.hasChildren' } }],
      });
    }
    return HttpResponse.json({ data: { removeDepts: ids.length } });
  }),
};
