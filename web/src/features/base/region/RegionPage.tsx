import { Center, Grid, Loader, Paper, ScrollArea, Stack, Text, Title, useTree } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionChildrenLazyQuery, useRegionQuery, useRemoveRegionMutation } from '../../../generated/graphql';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { notifyWarning } from '../../../shared/ui/crud/notify-warning';
import { RegionDetail } from './RegionDetail';
import { RegionTree } from './RegionTree';
import { findRegion, regionTreeData, topParentCode, type RegionNode } from './region-tree';

/**
 * Regions (/base/region): the lazy tree of administrative divisions on the left (from the country "00"),
 * the chosen region on the right: edit it, add a subdivision, delete it (refused while it has any).
 */
export function RegionPage() {
  const { t } = useTranslation();
  const [levels, setLevels] = useState<ReadonlyMap<string, readonly RegionNode[]>>(new Map());
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [mode, setMode] = useState<'edit' | 'add'>('edit');
  const [formKey, setFormKey] = useState(0);
  const [loadChildren] = useRegionChildrenLazyQuery({ fetchPolicy: 'network-only' });
  const [removeRegion] = useRemoveRegionMutation();
  const detail = useRegionQuery({ variables: { code: chosen ?? '' }, skip: chosen === undefined, fetchPolicy: 'network-only' });

  const loadLevel = useCallback(
    async (parentCode: string) => {
      const result = await loadChildren({ variables: { parentCode } });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      const regions = result.data.regionChildren;
      setLevels((current) => new Map(current).set(parentCode, regions));
    },
    [loadChildren],
  );
  const tree = useTree({ onLoadChildren: loadLevel });
  const data = useMemo(() => regionTreeData(levels), [levels]);

  useEffect(() => {
    loadLevel(topParentCode).catch(() => undefined);
  }, [loadLevel]);

  const choose = (code: string) => {
    setChosen(code);
    setMode('edit');
    setFormKey((key) => key + 1);
  };

  const afterSave = ({ code, parentCode }: { code: string; parentCode: string }) => {
    loadLevel(parentCode).catch(() => undefined);
    if (mode === 'add') {
      tree.expand(parentCode);
      tree.select(code);
    }
    choose(code);
    detail.refetch().catch(() => undefined);
  };

  const region = chosen !== undefined && detail.data?.region.code === chosen ? detail.data.region : undefined;

  const confirmDelete = () => {
    if (!region) {
      return;
    }
    const listed = findRegion(levels, region.code);
    if (listed?.hasChildren || (levels.get(region.code)?.length ?? 0) > 0) {
      notifyWarning(t('region:validation.hasChildren'));
      return;
    }
    modals.openConfirmModal({
      title: t('crud:confirm.title'),
      children: t('region:confirmDelete', { name: region.name, code: region.code }),
      labels: { confirm: t('crud:confirm.ok'), cancel: t('crud:confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        const parentCode = region.parentCode;
        removeRegion({ variables: { code: region.code } }).then(
          () => {
            notifySuccess(t('crud:notify.deleted'));
            setChosen(undefined);
            loadLevel(parentCode).catch(() => undefined);
          },
          () => undefined,
        );
      },
    });
  };

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('menu:region')}
      </Title>
      <Grid columns={24} gap="lg">
        <Grid.Col span={{ base: 24, md: 9 }}>
          <Paper withBorder p="sm" radius="sm">
            <ScrollArea.Autosize mah="calc(100vh - 240px)">
              {data.length === 0 ? (
                <Center mih={120}>
                  <Loader size="sm" role="status" aria-label={t('region:tree.loading')} />
                </Center>
              ) : (
                <RegionTree data={data} tree={tree} onSelect={choose} />
              )}
            </ScrollArea.Autosize>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 24, md: 15 }}>
          <Paper withBorder p="md" radius="sm">
            {chosen === undefined ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('region:detail.choose')}
              </Text>
            ) : region ? (
              <RegionDetail
                key={`${region.code}-${mode}-${formKey}`}
                region={region}
                mode={mode}
                onSaved={afterSave}
                onAddChild={() => setMode('add')}
                onCancelAdd={() => setMode('edit')}
                onDelete={confirmDelete}
              />
            ) : (
              <Center mih={160}>
                <Loader role="status" aria-label={t('crud:dialog.loading')} />
              </Center>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
