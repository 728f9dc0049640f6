import { Alert, List, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LintProblem {
  /** Id of the element (empty: the whole document). */
  elementId: string;
  message: string;
}

/** The lint report under the canvas: each problem names its element; clicking it selects the shape. */
export function LintProblemList({ problems, onSelect }: { problems: readonly LintProblem[]; onSelect: (elementId: string) => void }) {
  const { t } = useTranslation('workflowAdmin');
  if (problems.length === 0) {
    return null;
  }
  return (
    <Alert color="red" variant="light" title={t('designer.problemsTitle', { count: problems.length })} data-testid="designer-problems">
      <List size="sm" spacing={2}>
        {problems.map((problem, index) => (
          <List.Item key={`${problem.elementId}-${index}`}>
            {problem.elementId ? (
              <UnstyledButton fz="sm" td="underline" onClick={() => onSelect(problem.elementId)}>
                {problem.elementId}: {problem.message}
              </UnstyledButton>
            ) : (
              `${t('designer.problemDocument')}: ${problem.message}`
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
