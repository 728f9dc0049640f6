import { Group, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStore, setStore } from '../../../shared/utils/storage';
import { DictManager } from './DictManager';
import type { DictKind, DictLayout } from './dict-types';

const layoutStorageName = 'dictLayout';

function storedLayout(): DictLayout {
  return getStore<unknown>(layoutStorageName, 'local') === 'vertical' ? 'vertical' : 'horizontal';
}

/** A dictionary menu page: the layout switch (kept in local storage) over the chosen layout. */
function SwitchableDictPage({ kind }: { kind: DictKind }) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<DictLayout>(storedLayout);
  const choose = (value: string) => {
    const next: DictLayout = value === 'vertical' ? 'vertical' : 'horizontal';
    setLayout(next);
    setStore(layoutStorageName, next, 'local');
  };
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <SegmentedControl
          aria-label={t('dict:layout.label')}
          size="xs"
          value={layout}
          onChange={choose}
          data={[
            { value: 'horizontal', label: t('dict:layout.horizontal') },
            { value: 'vertical', label: t('dict:layout.vertical') },
          ]}
        />
      </Group>
      <DictManager kind={kind} layout={layout} />
    </Stack>
  );
}

/** /system/dict: system dictionaries. */
export function SystemDictPage() {
  return <SwitchableDictPage kind="system" />;
}

/** /system/dictbiz: business dictionaries of the caller's tenant. */
export function BizDictPage() {
  return <SwitchableDictPage kind="biz" />;
}

/** /dict-horizontal/index: system dictionaries, dictionaries on top and items below. */
export function DictHorizontalPage() {
  return <DictManager kind="system" layout="horizontal" />;
}

/** /dict-vertical/index: system dictionaries, dictionaries left and items right. */
export function DictVerticalPage() {
  return <DictManager kind="system" layout="vertical" />;
}
