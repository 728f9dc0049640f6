import { Badge } from '@mantine/core';
import type { RunningInstanceFilter, RunningInstancesQuery } from '../../../../generated/graphql';
import { i18n } from '../../../../i18n/i18n';
import type { CrudConfig } from '../../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../../shared/utils/format-date-time';

/** A row of the running instance list. */
export type FlowInstanceRow = RunningInstancesQuery['runningInstances']['records'][number];

/** The page has no form: instances are started elsewhere and only looked at or deleted here. */
type NoValues = Record<string, never>;

function definitionText(row: FlowInstanceRow): string {
  return `${row.definitionName ?? row.definitionKey} (v${row.definitionVersion})`;
}

/** Running instances (/flow/follow): columns, search (instance id, definition key); delete is a row action of the page. */
export const followCrud: CrudConfig<FlowInstanceRow, NoValues, RunningInstanceFilter> = {
  key: 'flow.follow',
  title: 'menu:flow_follow',
  permissions: {},
  columns: [
    { accessor: 'name', title: 'workflowAdmin:follow.fields.name', ellipsis: true, maxWidth: 240 },
    { accessor: 'definitionKey', title: 'workflowAdmin:follow.fields.definition', value: definitionText },
    { accessor: 'categoryName', title: 'workflowAdmin:fields.category', value: (row) => row.categoryName ?? row.category ?? '' },
    { accessor: 'startUserName', title: 'workflowAdmin:follow.fields.startUser', value: (row) => row.startUserName ?? row.startUserId },
    { accessor: 'startedAt', title: 'workflowAdmin:follow.fields.startedAt', noWrap: true, value: (row) => formatDateTime(row.startedAt) },
    {
      accessor: 'currentTaskNames',
      title: 'workflowAdmin:follow.fields.currentTasks',
      ellipsis: true,
      maxWidth: 240,
      value: (row) => row.currentTaskNames.join(i18n.t('workflowAdmin:listSeparator')),
    },
    {
      accessor: 'suspended',
      title: 'workflowAdmin:fields.state',
      noWrap: true,
      value: (row) => i18n.t(row.suspended ? 'workflowAdmin:state.suspended' : 'workflowAdmin:state.active'),
      render: (row) => (
        <Badge color={row.suspended ? 'orange' : 'green'} variant="light">
          {i18n.t(row.suspended ? 'workflowAdmin:state.suspended' : 'workflowAdmin:state.active')}
        </Badge>
      ),
    },
  ],
  search: [
    { name: 'processInstanceId', label: 'workflowAdmin:follow.fields.instanceId' },
    { name: 'processDefinitionKey', label: 'workflowAdmin:fields.key' },
  ],
};
