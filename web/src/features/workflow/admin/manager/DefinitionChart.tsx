import { useEffect } from 'react';
import { useFlowDefinitionXmlQuery } from '../../../../generated/graphql';
import { FlowChartDialog } from '../../diagram/FlowChartDialog';
import type { FlowDefinitionRow } from './manager-crud';

const NOTHING_YET: readonly string[] = [];

/** The flow chart of a definition: its XML without history or open tasks. */
export function DefinitionChart({ row, onClose }: { row: FlowDefinitionRow | null; onClose: () => void }) {
  const { data, error } = useFlowDefinitionXmlQuery({
    variables: { definitionId: row?.id ?? '' },
    skip: row === null,
    fetchPolicy: 'network-only',
  });
  // The global toast shows why; the dialog would only spin.
  useEffect(() => {
    if (error && row) {
      onClose();
    }
  }, [error, row, onClose]);
  const diagram = row && data ? { xml: data.processDefinitionXml, history: [], currentActivityIds: NOTHING_YET } : null;
  return <FlowChartDialog opened={row !== null} onClose={onClose} diagram={diagram} processName={row?.name} />;
}
