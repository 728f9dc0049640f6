import { Alert, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FileProblems } from './bpmn-files';

/** The lint problems that kept the files from being deployed, per file (element id + message). */
export function LintReport({ report }: { report: readonly FileProblems[] }) {
  const { t } = useTranslation('workflowAdmin');
  return (
    <Alert color="red" variant="light" title={t('deploy.invalid.title')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('deploy.invalid.text')}</Text>
        {report.map((file) => (
          <div key={file.fileName ?? ''}>
            {file.fileName && (
              <Text size="sm" fw={600}>
                {file.fileName}
              </Text>
            )}
            <List size="sm" spacing={2}>
              {file.problems.map((problem, index) => (
                <List.Item key={`${problem.elementId}-${index}`}>
                  {problem.elementId ? `${problem.elementId}: ${problem.message}` : problem.message}
                </List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}
