import { graphql, HttpResponse } from 'msw';
import type { DeployBpmnMutation, DeployBpmnMutationVariables } from '../../../../generated/graphql';
import { flowSessionMocks } from '../flow-session.mocks';

/** deployBpmn's answer for the files it was given: one version 1 definition per file. */
export function deployedDefinitions(variables: DeployBpmnMutationVariables): DeployBpmnMutation['deployBpmn'] {
  const files = Array.isArray(variables.files) ? variables.files : [variables.files];
  return files.map((file, index) => {
    const key = file.name.replace(/\.bpmn(20\.xml)?$/i, '');
    return { id: `${key}:1:def${index}`, name: `Process ${key}`, key, version: 1 };
  });
}

/** The deploy page's answers, keyed by operation name (register with server.use in the tests). */
export const deployMocks = {
  DeployBpmn: graphql.mutation<DeployBpmnMutation, DeployBpmnMutationVariables>('DeployBpmn', ({ variables }) =>
    HttpResponse.json({ data: { deployBpmn: deployedDefinitions(variables) } }),
  ),
};

/** Session answers of an administrator who sees the deploy page (and may check models with flow_model or not). */
export function deploySessionMocks(permissions: readonly string[] = ['flow_model']) {
  return flowSessionMocks('flow_deploy', permissions);
}
