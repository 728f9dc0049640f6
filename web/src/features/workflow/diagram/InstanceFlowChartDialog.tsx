import { useTranslation } from 'react-i18next';
import { useInstanceDiagramQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { FlowChartDialog } from './FlowChartDialog';

export interface InstanceFlowChartDialogProps {
  /** The instance whose chart is shown; null keeps the dialog closed. */
  processInstanceId: string | null;
  processName?: string | null;
  onClose(): void;
}

/** The flow chart dialog of one instance: its own definition version, history and open tasks (processDiagram). */
export function InstanceFlowChartDialog({ processInstanceId, processName, onClose }: InstanceFlowChartDialogProps) {
  const { t } = useTranslation('workflowDiagram');
  const { data, error } = useInstanceDiagramQuery({
    variables: { processInstanceId: processInstanceId ?? '' },
    skip: processInstanceId === null,
    fetchPolicy: 'network-only',
    context: handledErrors,
  });
  return (
    <FlowChartDialog
      opened={processInstanceId !== null}
      onClose={onClose}
      processName={processName}
      diagram={processInstanceId !== null ? (data?.processDiagram ?? null) : null}
      problem={error ? errorMessage(error, t) : null}
    />
  );
}
