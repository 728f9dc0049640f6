import { Button } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { notifyWarning } from '../../../shared/ui/crud/notify-warning';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { topMenuCrud, topMenuPermissions, type TopMenuRow } from './topmenu-crud';
import { TopMenuSettingDialog } from './TopMenuSettingDialog';
import { topMenuOperations } from './topmenu-operations';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';

/** Top menus (/system/topmenu): list, search, add / edit / view / delete, and the menu setup (topmenu_setting: the menus under each). */
export function TopMenuPage() {
  const { t } = useTranslation();
  const list = useCrudList(topMenuCrud);
  const operations = useCrudOperations(list.variables, topMenuOperations);
  const canSet = usePermission(topMenuPermissions.setting);
  const [setting, setSetting] = useState<{ topMenuIds: readonly string[]; openId: number } | undefined>(undefined);
  const openCount = useRef(0);
  const open = (rows: readonly TopMenuRow[]) => {
    if (rows.length === 0) {
      notifyWarning(t('crud:notify.selectOne'), 'crud-select-one');
      return;
    }
    openCount.current += 1;
    setSetting({ topMenuIds: rows.map((row) => row.id), openId: openCount.current });
  };
  const close = useCallback(() => setSetting(undefined), []);
  const settingButton = (rows: readonly TopMenuRow[]) => (
    <Button variant="light" size="sm" leftSection={<IconSettings size={16} aria-hidden />} onClick={() => open(rows)}>
      {t('topmenu:setting.button')}
    </Button>
  );
  return (
    <>
      <CrudPage
        config={topMenuCrud}
        list={list}
        operations={operations}
        toolbarExtra={canSet ? (selected) => settingButton(selected) : undefined}
        rowActionsExtra={
          canSet
            ? (row): RowAction[] => [
                {
                  key: 'setting',
                  label: t('topmenu:setting.button'),
                  icon: <IconSettings size={14} aria-hidden />,
                  onClick: () => open([row]),
                },
              ]
            : undefined
        }
      />
      <TopMenuSettingDialog setting={setting} onClose={close} />
    </>
  );
}
