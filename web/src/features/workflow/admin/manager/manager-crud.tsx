import { Badge } from '@mantine/core';
import type { FlowDefinitionsQuery, ProcessDefinitionFilter } from '../../../../generated/graphql';
import { i18n } from '../../../../i18n/i18n';
import type { CrudConfig, CrudOption } from '../../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../../shared/utils/format-date-time';

/** A row of the definition list. */
export type FlowDefinitionRow = FlowDefinitionsQuery['processDefinitions']['records'][number];

function stateText(suspended: boolean): string {
  return i18n.t(suspended ? 'workflowAdmin:state.suspended' : 'workflowAdmin:state.active');
}

/**
 * Process definitions (/flow/manager): columns and search (category from the `flow` dictionary, key). The row
 * actions (state, flow chart, delete deployment) are the page's own.
 */
export function managerCrud(
  categories: readonly CrudOption[],
): CrudConfig<FlowDefinitionRow, Record<string, never>, ProcessDefinitionFilter> {
  return {
    key: 'flow.manager',
    title: 'menu:flow_manager',
    permissions: {},
    columns: [
      { accessor: 'name', title: 'workflowAdmin:manager.fields.name', ellipsis: true, maxWidth: 240 },
      { accessor: 'key', title: 'workflowAdmin:fields.key' },
      { accessor: 'version', title: 'workflowAdmin:manager.fields.version', width: 90, value: (row) => `v${row.version}` },
      { accessor: 'categoryName', title: 'workflowAdmin:fields.category', value: (row) => row.categoryName ?? row.category ?? '' },
      {
        accessor: 'suspended',
        title: 'workflowAdmin:fields.state',
        noWrap: true,
        value: (row) => stateText(row.suspended),
        render: (row) => (
          <Badge color={row.suspended ? 'orange' : 'green'} variant="light">
            {stateText(row.suspended)}
          </Badge>
        ),
      },
      {
        accessor: 'deployedAt',
        title: 'workflowAdmin:manager.fields.deployedAt',
        noWrap: true,
        value: (row) => formatDateTime(row.deployedAt),
      },
    ],
    search: [
      { name: 'category', label: 'workflowAdmin:fields.category', type: 'select', options: categories },
      { name: 'key', label: 'workflowAdmin:fields.key' },
    ],
  };
}
