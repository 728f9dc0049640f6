import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LintBpmnFileDocument, useDeployBpmnMutation, type DeployBpmnMutation } from '../../../../generated/graphql';
import { errorCode, errorMessage } from '../../../../shared/errors/error-message';
import { handledErrors } from '../../../../shared/errors/handled-errors';
import { usePermission } from '../../../../shared/permission/usePermission';
import { serverFieldErrors } from '../../../../shared/ui/crud/server-field-errors';
import { bpmnFileInputs, type FileProblems } from './bpmn-files';

export type DeployOutcome =
  | { kind: 'deployed'; definitions: DeployBpmnMutation['deployBpmn'] }
  | { kind: 'invalid'; report: FileProblems[] }
  | { kind: 'failed'; message: string };

/**
 * Deploys the chosen files in one request (all or none). An INVALID_MODEL answer names the elements but not the
 * file: with one file it is that file's; with several, each file is checked with lintWorkflowModel when the user
 * may (flow_model), otherwise the problems are listed together.
 */
export function useBpmnDeploy() {
  const { t } = useTranslation('workflowAdmin');
  const client = useApolloClient();
  const canLint = usePermission('flow_model');
  const [deployBpmn, { loading }] = useDeployBpmnMutation({ context: handledErrors });

  const perFile = useCallback(
    async (files: Awaited<ReturnType<typeof bpmnFileInputs>>): Promise<FileProblems[]> => {
      const reports = await Promise.all(
        files.map(async (file) => {
          const { data } = await client.query({ query: LintBpmnFileDocument, variables: { xml: file.xml }, fetchPolicy: 'network-only' });
          return {
            fileName: file.name,
            problems: (data?.lintWorkflowModel ?? []).map(({ elementId, message }) => ({ elementId, message })),
          };
        }),
      );
      return reports.filter((report) => report.problems.length > 0);
    },
    [client],
  );

  const deploy = useCallback(
    async (chosen: readonly File[], category: string): Promise<DeployOutcome> => {
      const files = await bpmnFileInputs(chosen);
      try {
        const { data } = await deployBpmn({ variables: { files, category } });
        return { kind: 'deployed', definitions: data?.deployBpmn ?? [] };
      } catch (error: unknown) {
        if (errorCode(error) !== 'INVALID_MODEL') {
          return { kind: 'failed', message: errorMessage(error, t) };
        }
        const problems = serverFieldErrors(error).map(({ field, message }) => ({ elementId: field, message }));
        const onlyFile = files.length === 1 ? files[0] : undefined;
        if (onlyFile || !canLint) {
          return { kind: 'invalid', report: [{ fileName: onlyFile?.name ?? null, problems }] };
        }
        const report = await perFile(files).catch(() => []);
        return { kind: 'invalid', report: report.length > 0 ? report : [{ fileName: null, problems }] };
      }
    },
    [canLint, deployBpmn, perFile, t],
  );

  return { deploy, loading };
}
