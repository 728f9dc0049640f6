import { Text } from '@mantine/core';
import type { StartableProcessFieldsFragment, WorkflowTaskFieldsFragment } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import type { CrudColumn, CrudConfig, CrudOption, CrudSearchField } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { OutcomeBadge, ProcessStateBadge, TaskStatusBadge } from '../shared/WorkflowBadges';
import type { WorkSearch } from './work-filter';

/** The five work lists (legacy BladeFlow): processes to start, tasks to claim, to do, sent processes, done tasks. */
export type WorkKind = 'start' | 'claim' | 'todo' | 'send' | 'done';

/** A task (or, in the sent list, a process instance) row; `id` names the row in the table. */
export type WorkTaskRow = WorkflowTaskFieldsFragment & { id: string };
export type StartRow = StartableProcessFieldsFragment;

/** The lists are read-only: no form values. */
export type WorkFormValues = Record<string, never>;

/** Category label: the dictionary's (in the chosen language) for a known category, else the server's. */
export type CategoryLabel = (category: string | null | undefined, stored: string | null | undefined) => string;

function processName(name: string | null | undefined, version: number | null | undefined): string {
  const shown = name ?? '';
  return version ? `${shown} (v${version})` : shown;
}

function searchFields(kind: WorkKind, categories: readonly CrudOption[]): CrudSearchField<WorkSearch>[] {
  const category: CrudSearchField<WorkSearch> = {
    name: 'category',
    label: 'workflow:fields.category',
    type: 'select',
    options: categories,
  };
  if (kind === 'start') {
    return [category];
  }
  return [
    category,
    { name: 'processDefinitionName', label: 'workflow:fields.processName' },
    { name: 'beginDate', label: 'workflow:search.beginDate', type: 'date' },
    { name: 'endDate', label: 'workflow:search.endDate', type: 'date' },
  ];
}

function taskColumns(kind: Exclude<WorkKind, 'start'>, categoryLabel: CategoryLabel): CrudColumn<WorkTaskRow>[] {
  const columns: CrudColumn<WorkTaskRow>[] = [
    {
      accessor: 'processDefinitionName',
      title: 'workflow:fields.processName',
      noWrap: true,
      value: (row) => processName(row.processDefinitionName, row.processDefinitionVersion),
    },
    {
      accessor: 'category',
      title: 'workflow:fields.category',
      noWrap: true,
      value: (row) => categoryLabel(row.category, row.categoryName),
    },
    {
      accessor: 'taskName',
      title: kind === 'send' ? 'workflow:fields.currentTask' : 'workflow:fields.taskName',
      ellipsis: true,
      maxWidth: 220,
    },
    { accessor: 'startUserName', title: 'workflow:fields.startUser', noWrap: true },
    {
      accessor: 'createdAt',
      title: kind === 'send' ? 'workflow:fields.startedAt' : 'workflow:fields.createdAt',
      noWrap: true,
      value: (row) => formatDateTime(row.createdAt),
    },
  ];
  if (kind === 'todo') {
    columns.push({
      accessor: 'claimedAt',
      title: 'workflow:fields.claimedAt',
      noWrap: true,
      value: (row) => formatDateTime(row.claimedAt),
    });
  }
  if (kind === 'done' || kind === 'send') {
    columns.push({ accessor: 'endedAt', title: 'workflow:fields.endedAt', noWrap: true, value: (row) => formatDateTime(row.endedAt) });
  }
  if (kind === 'done') {
    columns.push(
      {
        accessor: 'outcome',
        title: 'workflow:fields.outcome',
        noWrap: true,
        value: (row) => (row.outcome ? i18n.t(`workflow:outcome.${row.outcome}`, { defaultValue: row.outcome }) : ''),
        render: (row) => <OutcomeBadge pass={row.outcome === null ? null : row.outcome === 'PASS'} />,
      },
      { accessor: 'comment', title: 'workflow:fields.comment', ellipsis: true, maxWidth: 200 },
    );
  }
  if (kind === 'claim' || kind === 'todo') {
    columns.push({
      accessor: 'status',
      title: 'workflow:fields.status',
      noWrap: true,
      value: (row) => i18n.t(`workflow:taskStatus.${row.status}`, { defaultValue: row.status }),
      render: (row) => <TaskStatusBadge status={row.status} />,
    });
  } else {
    columns.push({
      accessor: 'processIsFinished',
      title: 'workflow:fields.processState',
      noWrap: true,
      value: (row) => i18n.t(row.processIsFinished ? 'workflow:processState.finished' : 'workflow:processState.running'),
      render: (row) => <ProcessStateBadge finished={row.processIsFinished} />,
    });
  }
  return columns;
}

/** The list of one kind; built in the page with the dictionary's categories (options and labels). */
export function workTaskCrud(
  kind: Exclude<WorkKind, 'start'>,
  categories: readonly CrudOption[],
  categoryLabel: CategoryLabel,
): CrudConfig<WorkTaskRow, WorkFormValues, WorkSearch> {
  return {
    key: `workflow.work.${kind}`,
    title: `menu:work_${kind}`,
    permissions: {},
    columns: taskColumns(kind, categoryLabel),
    search: searchFields(kind, categories),
  };
}

/** Processes the caller may start (latest active versions). */
export function startCrud(
  categories: readonly CrudOption[],
  categoryLabel: CategoryLabel,
): CrudConfig<StartRow, WorkFormValues, WorkSearch> {
  return {
    key: 'workflow.work.start',
    title: 'menu:work_start',
    permissions: {},
    columns: [
      { accessor: 'name', title: 'workflow:fields.processName', noWrap: true },
      { accessor: 'key', title: 'workflow:fields.processKey', noWrap: true },
      {
        accessor: 'category',
        title: 'workflow:fields.category',
        noWrap: true,
        value: (row) => categoryLabel(row.category, row.categoryName),
      },
      {
        accessor: 'version',
        title: 'workflow:fields.version',
        noWrap: true,
        value: (row) => `v${row.version}`,
        render: (row) => <Text size="sm">v{row.version}</Text>,
      },
      { accessor: 'description', title: 'workflow:fields.description', ellipsis: true, maxWidth: 260 },
      { accessor: 'deployedAt', title: 'workflow:fields.deployedAt', noWrap: true, value: (row) => formatDateTime(row.deployedAt) },
    ],
    search: searchFields('start', categories),
  };
}
