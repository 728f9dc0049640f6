import { Grid, Stack } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { DictChildPanel } from './DictChildPanel';
import { dictParentCrud } from './dict-parent-crud';
import type { DictKind, DictLayout, DictOperationHooks, DictRow } from './dict-types';
import { bizDictOperations, systemDictOperations } from './dict-operations';

const operationHooks: Record<DictKind, DictOperationHooks> = { system: systemDictOperations, biz: bizDictOperations };

/**
 * Dictionary management (SPEC §2 "Dictionary screens"): the paged dictionaries and the item tree of the
 * chosen one, either stacked (horizontal: dictionaries on top) or side by side (vertical: dictionaries
 * left). Both layouts use the same two panels.
 */
export function DictManager({ kind, layout }: { kind: DictKind; layout: DictLayout }) {
  const { t } = useTranslation();
  const config = dictParentCrud[kind];
  const hooks = operationHooks[kind];
  const list = useCrudList(config);
  const operations = hooks.useParents(list.variables);
  const [chosen, setChosen] = useState<DictRow | undefined>(undefined);
  // The chosen dictionary as the list now shows it (a rename shows in the item panel's title).
  const root = chosen ? (operations.data?.records.find((row) => row.id === chosen.id) ?? chosen) : undefined;

  const itemsButton = useCallback(
    (row: DictRow): RowAction[] => [
      {
        key: 'items',
        label: t('dict:items.open'),
        icon: <IconListDetails size={14} aria-hidden />,
        active: chosen?.id === row.id,
        onClick: () => setChosen(row),
      },
    ],
    [chosen, t],
  );

  const parents = <CrudPage config={config} list={list} operations={operations} rowActionsExtra={itemsButton} />;
  const children = <DictChildPanel key={root?.id ?? 'none'} kind={kind} hooks={hooks} root={root} />;

  if (layout === 'horizontal') {
    return (
      <Stack gap="xl" data-layout="horizontal">
        {parents}
        {children}
      </Stack>
    );
  }
  return (
    <Grid columns={24} gap="lg" data-layout="vertical">
      <Grid.Col span={{ base: 24, lg: 13 }}>{parents}</Grid.Col>
      <Grid.Col span={{ base: 24, lg: 11 }}>{children}</Grid.Col>
    </Grid>
  );
}
