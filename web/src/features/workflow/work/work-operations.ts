import {
  ClaimTasksDocument,
  DoneTasksDocument,
  SentProcessesDocument,
  StartableProcessesDocument,
  TodoTasksDocument,
  type WorkflowTaskFieldsFragment,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { StartRow, WorkFormValues, WorkTaskRow } from './work-crud';
import { workListFilter, type WorkSearch } from './work-filter';

interface TaskPage {
  total: number;
  records: readonly WorkflowTaskFieldsFragment[];
}

/** Rows named by their task (the sent list: by its process instance, whose open task may be absent). */
function taskRows(page: TaskPage, byInstance = false): CrudPageData<WorkTaskRow> {
  return {
    total: page.total,
    records: page.records.map((task) => ({ ...task, id: byInstance ? task.processInstanceId : (task.taskId ?? task.processInstanceId) })),
  };
}

function taskVariables(variables: CrudListVariables<Partial<WorkSearch>>) {
  return { page: variables.page, filter: workListFilter(variables.filter) };
}

const taskOperations = crudOperations<WorkTaskRow, WorkFormValues, WorkSearch>();

// The list of each task kind, for useCrudOperations (module constants: the specs must be stable).
export const claimOperations = taskOperations({
  list: ClaimTasksDocument,
  page: (data) => taskRows(data.claimTasks),
  variables: taskVariables,
});
export const todoOperations = taskOperations({
  list: TodoTasksDocument,
  page: (data) => taskRows(data.todoTasks),
  variables: taskVariables,
});
export const sendOperations = taskOperations({
  list: SentProcessesDocument,
  page: (data) => taskRows(data.sentProcesses, true),
  variables: taskVariables,
});
export const doneOperations = taskOperations({
  list: DoneTasksDocument,
  page: (data) => taskRows(data.doneTasks),
  variables: taskVariables,
});

/** Processes to start: by category only (the server offers no name or date filter here). */
export const startOperations = crudOperations<StartRow, WorkFormValues, WorkSearch>()({
  list: StartableProcessesDocument,
  page: (data) => data.startableProcesses,
  variables: (variables) => ({ page: variables.page, category: variables.filter.category || undefined }),
});
