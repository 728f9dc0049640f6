import { Switch } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../../shared/hooks/useDictionary';
import { CrudPage } from '../../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../../shared/ui/crud/useCrudOperations';
import { DefinitionChart } from './DefinitionChart';
import { managerCrud, type FlowDefinitionRow } from './manager-crud';
import { managerOperations } from './manager-operations';
import { useDefinitionActions } from './useDefinitionActions';

/**
 * Process definitions (/flow/manager): the tenant's deployed definitions (latest versions unless the switch says
 * otherwise), activate / suspend, the flow chart and deleting a deployment.
 */
export function ManagerPage() {
  const { t } = useTranslation('workflowAdmin');
  const categories = useDictionary('flow');
  const config = useMemo(() => managerCrud(categories.options), [categories.options]);
  const [latestOnly, setLatestOnly] = useState(true);
  const spec = useMemo(() => managerOperations(latestOnly), [latestOnly]);
  const list = useCrudList(config);
  const operations = useCrudOperations(list.variables, spec);
  const [chartOf, setChartOf] = useState<FlowDefinitionRow | null>(null);
  const rowActions = useDefinitionActions(operations.refetch, setChartOf);

  return (
    <>
      <CrudPage
        config={config}
        list={list}
        operations={operations}
        toolbarExtra={() => (
          <Switch
            label={t('manager.latestOnly')}
            checked={latestOnly}
            onChange={(event) => {
              setLatestOnly(event.currentTarget.checked);
              list.setPage(1);
            }}
          />
        )}
        rowActionsExtra={rowActions}
      />
      <DefinitionChart row={chartOf} onClose={() => setChartOf(null)} />
    </>
  );
}
