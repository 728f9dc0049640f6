import { graphql, HttpResponse } from 'msw';
import type {
  ChangeFlowDefinitionStateMutation,
  ChangeFlowDefinitionStateMutationVariables,
  DeleteFlowDeploymentsMutation,
  DeleteFlowDeploymentsMutationVariables,
  DictionaryQuery,
  DictionaryQueryVariables,
  FlowDefinitionsQuery,
  FlowDefinitionsQueryVariables,
  FlowDefinitionXmlQuery,
  FlowDefinitionXmlQueryVariables,
} from '../../../../generated/graphql';
import { dictionaryFixtures } from '../../../../shared/hooks/dictionary.mocks';
import { flowSessionMocks } from '../flow-session.mocks';
import type { FlowDefinitionRow } from './manager-crud';

function definition(index: number, overrides: Partial<FlowDefinitionRow> = {}): FlowDefinitionRow {
  return {
    id: `process${index}:1:def${index}`,
    deploymentId: `deployment-${index}`,
    name: `Process ${index}`,
    key: `process${index}`,
    version: 1,
    category: 'flow_1',
    categoryName: 'Office',
    suspended: false,
    isLatest: true,
    deployedAt: new Date(Date.UTC(2026, 10, 20, 8, index)).toISOString(),
    resourceName: `process${index}.bpmn20.xml`,
    ...overrides,
  };
}

/** Twelve definitions; the second is suspended, the third is in the second category. */
export const managerFixtures: readonly FlowDefinitionRow[] = Array.from({ length: 12 }, (_, offset) =>
  definition(
    offset + 1,
    offset === 1 ? { suspended: true } : offset === 2 ? { category: 'flow_2', categoryName: 'Human resources', version: 3 } : {},
  ),
);

export function managerPage(variables: FlowDefinitionsQueryVariables): FlowDefinitionsQuery['processDefinitions'] {
  const filter = variables.filter ?? {};
  const rows = managerFixtures.filter(
    (row) =>
      (!filter.category || row.category === `flow_${filter.category}` || row.category === filter.category) &&
      (!filter.key || row.key.includes(filter.key)),
  );
  const current = variables.page?.current ?? 1;
  const size = variables.page?.size ?? 10;
  return {
    total: rows.length,
    size,
    current,
    pages: Math.ceil(rows.length / size),
    records: rows.slice((current - 1) * size, current * size),
  };
}

/** The process categories (`flow` dictionary). */
export const flowDictionary: DictionaryQuery['dictionary'] = [
  { id: 'flow-1', dictKey: '1', dictValue: 'Office', sort: 1 },
  { id: 'flow-2', dictKey: '2', dictValue: 'Human resources', sort: 2 },
];

/** The manager page's answers, keyed by operation name (register with server.use in the tests). */
export const managerMocks = {
  FlowDefinitions: graphql.query<FlowDefinitionsQuery, FlowDefinitionsQueryVariables>('FlowDefinitions', ({ variables }) =>
    HttpResponse.json({ data: { processDefinitions: managerPage(variables) } }),
  ),
  FlowDefinitionXml: graphql.query<FlowDefinitionXmlQuery, FlowDefinitionXmlQueryVariables>('FlowDefinitionXml', ({ variables }) =>
    HttpResponse.json({ data: { processDefinitionXml: `<definitions id="${variables.definitionId}" />` } }),
  ),
  ChangeFlowDefinitionState: graphql.mutation<ChangeFlowDefinitionStateMutation, ChangeFlowDefinitionStateMutationVariables>(
    'ChangeFlowDefinitionState',
    ({ variables }) => {
      const row = managerFixtures.find((candidate) => candidate.id === variables.definitionId) ?? definition(99);
      const suspended = variables.state === 'SUSPENDED';
      return HttpResponse.json({
        data: {
          changeDefinitionState: {
            changed: row.suspended !== suspended,
            message: `${suspended ? 'Suspended' : 'Activated'} ${row.id}`,
            definition: { ...row, suspended },
          },
        },
      });
    },
  ),
  DeleteFlowDeployments: graphql.mutation<DeleteFlowDeploymentsMutation, DeleteFlowDeploymentsMutationVariables>(
    'DeleteFlowDeployments',
    ({ variables }) => HttpResponse.json({ data: { deleteDeployments: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
  Dictionary: graphql.query<DictionaryQuery, DictionaryQueryVariables>('Dictionary', ({ variables }) =>
    HttpResponse.json({ data: { dictionary: variables.code === 'flow' ? flowDictionary : (dictionaryFixtures[variables.code] ?? []) } }),
  ),
};

export const managerButtonCodes: readonly string[] = ['flow_manager_state', 'flow_manager_image', 'flow_manager_remove'];

/** Session answers of an administrator who sees the manager page with the given button codes. */
export function managerSessionMocks(permissions: readonly string[] = managerButtonCodes) {
  return flowSessionMocks('flow_manager', permissions);
}
