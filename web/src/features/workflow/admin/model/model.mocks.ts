import { graphql, HttpResponse } from 'msw';
import type {
  DeployWorkflowModelMutation,
  DeployWorkflowModelMutationVariables,
  RemoveWorkflowModelsMutation,
  RemoveWorkflowModelsMutationVariables,
  SaveWorkflowModelMutation,
  SaveWorkflowModelMutationVariables,
  WorkflowModelQuery,
  WorkflowModelQueryVariables,
  WorkflowModelsQuery,
  WorkflowModelsQueryVariables,
} from '../../../../generated/graphql';
import { flowSessionMocks } from '../flow-session.mocks';
import type { FlowModelRow } from './model-crud';

function model(index: number): FlowModelRow {
  return {
    id: String(1900000000000000000n + BigInt(index)),
    name: `Model ${index}`,
    modelKey: `model_${index}`,
    description: index % 2 === 0 ? `Description ${index}` : null,
    version: index,
    createdAt: new Date(Date.UTC(2026, 10, 1, 8, index)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 10, 2, 8, index)).toISOString(),
  };
}

export const modelFixtures: readonly FlowModelRow[] = Array.from({ length: 4 }, (_, offset) => model(offset + 1));

export const modelXml = (key: string) => `<definitions><process id="${key}" /></definitions>`;

/** The model page's answers, keyed by operation name (register with server.use in the tests). */
export const modelMocks = {
  WorkflowModels: graphql.query<WorkflowModelsQuery, WorkflowModelsQueryVariables>('WorkflowModels', ({ variables }) => {
    const size = variables.page?.size ?? 10;
    return HttpResponse.json({
      data: { workflowModels: { total: modelFixtures.length, size, current: 1, pages: 1, records: [...modelFixtures] } },
    });
  }),
  WorkflowModel: graphql.query<WorkflowModelQuery, WorkflowModelQueryVariables>('WorkflowModel', ({ variables }) => {
    const row = modelFixtures.find((candidate) => candidate.id === variables.id) ?? modelFixtures[0];
    return HttpResponse.json({ data: { workflowModel: { ...row!, xml: modelXml(row!.modelKey) } } });
  }),
  SaveWorkflowModel: graphql.mutation<SaveWorkflowModelMutation, SaveWorkflowModelMutationVariables>('SaveWorkflowModel', ({ variables }) =>
    HttpResponse.json({
      data: {
        saveWorkflowModel: {
          ...model(9),
          id: variables.input.id ?? '1999999999999999999',
          name: variables.input.name,
          modelKey: variables.input.modelKey,
          description: variables.input.description ?? null,
        },
      },
    }),
  ),
  RemoveWorkflowModels: graphql.mutation<RemoveWorkflowModelsMutation, RemoveWorkflowModelsMutationVariables>('RemoveWorkflowModels', () =>
    HttpResponse.json({ data: { removeWorkflowModels: 1 } }),
  ),
  DeployWorkflowModel: graphql.mutation<DeployWorkflowModelMutation, DeployWorkflowModelMutationVariables>('DeployWorkflowModel', () =>
    HttpResponse.json({ data: { deployWorkflowModel: [{ id: 'model_1:1:def', name: 'Model 1', key: 'model_1', version: 1 }] } }),
  ),
};

export const modelButtonCodes: readonly string[] = [
  'flow_model_create',
  'flow_model_update',
  'flow_model_deploy',
  'flow_model_download',
  'flow_model_delete',
];

/** Session answers of an administrator who sees the model page with its buttons. */
export function modelSessionMocks(permissions: readonly string[] = modelButtonCodes) {
  return flowSessionMocks('flow_model', permissions);
}
