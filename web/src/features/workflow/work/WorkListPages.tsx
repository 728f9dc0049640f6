import { modals } from '@mantine/modals';
import { IconCheck, IconEye, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useClaimTaskMutation, useStartProcessMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifyError } from '../../../shared/errors/notify-error';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations, type CrudOperationsSpec } from '../../../shared/ui/crud/useCrudOperations';
import { useWorkflowCategories, type WorkflowCategories } from '../shared/workflow-categories';
import { processPageRoutes, workflowPaths, workListPaths } from '../shared/workflow-paths';
import { CompleteTaskDialog } from './CompleteTaskDialog';
import {
  startCrud,
  workTaskCrud,
  type CategoryLabel,
  type StartRow,
  type WorkFormValues,
  type WorkKind,
  type WorkTaskRow,
} from './work-crud';
import type { WorkSearch } from './work-filter';
import { claimOperations, doneOperations, sendOperations, startOperations, todoOperations } from './work-operations';

/** Starts a process without pages from the start list after a confirmation; lands on the sent list. */
function useStartWithoutForm() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const [startProcess] = useStartProcessMutation({ context: handledErrors });
  return (row: StartRow) =>
    modals.openConfirmModal({
      title: t('startConfirm.title'),
      children: t('startConfirm.text', { name: row.name }),
      labels: { confirm: t('startConfirm.confirm'), cancel: t('startConfirm.cancel') },
      onConfirm: () => {
        startProcess({ variables: { processDefinitionId: row.id } }).then(
          () => {
            notifySuccess(t('notify.processStarted', { name: row.name }));
            void navigate(workListPaths.send);
          },
          (error: unknown) => notifyError(errorMessage(error, t)),
        );
      },
    });
}

/** /work/start: the processes the caller may start; "apply" opens the category's form, others start at once. */
export function StartListPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const categories = useWorkflowCategories();
  const categoryLabel: CategoryLabel = categories.label;
  const config = useMemo(() => startCrud(categories.options, categoryLabel), [categories, categoryLabel]);
  const list = useCrudList(config);
  const operations = useCrudOperations(list.variables, startOperations);
  const startWithoutForm = useStartWithoutForm();
  const actions = (row: StartRow): RowAction[] => {
    const route = categories.routeOf(row.category);
    if (!route || !processPageRoutes.has(route)) {
      return [
        {
          key: 'start',
          label: t('actions.start'),
          ariaLabel: `${row.name}: ${t('actions.start')}`,
          icon: <IconPlayerPlay size={14} aria-hidden />,
          onClick: () => startWithoutForm(row),
        },
      ];
    }
    return [
      {
        key: 'apply',
        label: t('actions.apply'),
        ariaLabel: `${row.name}: ${t('actions.apply')}`,
        icon: <IconPlayerPlay size={14} aria-hidden />,
        onClick: () => navigate(workflowPaths.form(route, row.id)),
      },
    ];
  };
  return <CrudPage config={config} list={list} operations={operations} rowActionsExtra={actions} />;
}

/** The row action of each task list: claim, handle or open the detail. */
function useTaskActions(
  kind: Exclude<WorkKind, 'start'>,
  categories: WorkflowCategories,
  refetch: () => Promise<unknown>,
  completeWithoutPage: (row: WorkTaskRow) => void,
) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const [claim] = useClaimTaskMutation();
  const [claiming, setClaiming] = useState<string | undefined>(undefined);
  return (row: WorkTaskRow): RowAction[] => {
    const route = categories.routeOf(row.category);
    const hasPages = route !== undefined && processPageRoutes.has(route);
    const noPage = !hasPages || !row.businessId ? t('actions.noPage') : undefined;
    const named = (label: string) => `${row.processDefinitionName ?? ''} ${row.taskName ?? ''}: ${label}`.trim();
    if (kind === 'claim') {
      const taskId = row.taskId;
      return taskId
        ? [
            {
              key: 'claim',
              label: t('actions.claim'),
              ariaLabel: named(t('actions.claim')),
              icon: <IconCheck size={14} aria-hidden />,
              loading: claiming === taskId,
              onClick: () => {
                setClaiming(taskId);
                void claim({ variables: { taskId } })
                  .then(async () => {
                    notifySuccess(t('notify.claimed'));
                    await refetch();
                  })
                  .catch(() => undefined)
                  .finally(() => setClaiming(undefined));
              },
            },
          ]
        : [];
    }
    if (kind === 'todo' && !hasPages && row.taskId) {
      return [
        {
          key: 'complete',
          label: t('actions.complete'),
          ariaLabel: named(t('actions.complete')),
          icon: <IconPencil size={14} aria-hidden />,
          onClick: () => completeWithoutPage(row),
        },
      ];
    }
    if (kind === 'todo') {
      return [
        {
          key: 'handle',
          label: t('actions.handle'),
          ariaLabel: named(t('actions.handle')),
          icon: <IconPencil size={14} aria-hidden />,
          disabledReason: noPage,
          onClick: () => {
            if (route && row.taskId && row.businessId) {
              navigate(workflowPaths.handle(route, row.taskId, row.processInstanceId, row.businessId));
            }
          },
        },
      ];
    }
    return [
      {
        key: 'detail',
        label: t('actions.detail'),
        ariaLabel: named(t('actions.detail')),
        icon: <IconEye size={14} aria-hidden />,
        disabledReason: noPage,
        onClick: () => {
          if (route && row.businessId) {
            navigate(workflowPaths.detail(route, row.processInstanceId, row.businessId));
          }
        },
      },
    ];
  };
}

/** One task list (claim, todo, send, done): search by category, name and dates, read-only table, one action per row. */
function WorkTaskListPage<ListData, ListVariables>({
  kind,
  spec,
}: {
  kind: Exclude<WorkKind, 'start'>;
  spec: CrudOperationsSpec<WorkTaskRow, WorkFormValues, WorkSearch, ListData, ListVariables>;
}) {
  const categories = useWorkflowCategories();
  const categoryLabel: CategoryLabel = categories.label;
  const config = useMemo(() => workTaskCrud(kind, categories.options, categoryLabel), [kind, categories, categoryLabel]);
  const list = useCrudList(config);
  const operations = useCrudOperations(list.variables, spec);
  const [completing, setCompleting] = useState<WorkTaskRow | null>(null);
  const actions = useTaskActions(kind, categories, operations.refetch, setCompleting);
  return (
    <>
      <CrudPage config={config} list={list} operations={operations} rowActionsExtra={actions} />
      <CompleteTaskDialog
        row={completing}
        onClose={() => setCompleting(null)}
        onDone={() => {
          setCompleting(null);
          void operations.refetch();
        }}
      />
    </>
  );
}

export function ClaimListPage() {
  return <WorkTaskListPage kind="claim" spec={claimOperations} />;
}

export function TodoListPage() {
  return <WorkTaskListPage kind="todo" spec={todoOperations} />;
}

export function SendListPage() {
  return <WorkTaskListPage kind="send" spec={sendOperations} />;
}

export function DoneListPage() {
  return <WorkTaskListPage kind="done" spec={doneOperations} />;
}
