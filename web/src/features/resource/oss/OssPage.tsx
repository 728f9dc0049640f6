import { IconPower } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEnableStorageConfigMutation } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { useConfirmedEnable } from '../../../shared/ui/crud/useConfirmedEnable';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { ossCrud, ossStatus } from './oss-crud';
import { ossOperations } from './oss-operations';

/** Object storage (/resource/oss): list, add / edit / view / delete, and enabling one configuration (oss_enable). */
export function OssPage() {
  const { t } = useTranslation();
  const list = useCrudList(ossCrud);
  const operations = useCrudOperations(list.variables, ossOperations);
  const [enableConfig] = useEnableStorageConfigMutation();
  const canEnable = usePermission('oss_enable');
  const { refetch } = operations;

  const confirmEnable = useConfirmedEnable((id) => enableConfig({ variables: { id } }), refetch);

  return (
    <CrudPage
      config={ossCrud}
      list={list}
      operations={operations}
      rowActionsExtra={(row): RowAction[] =>
        canEnable && row.status !== ossStatus.enabled
          ? [
              {
                key: 'enable',
                label: t('oss:actions.enable'),
                color: 'green',
                icon: <IconPower size={14} aria-hidden />,
                onClick: () => confirmEnable(row.id, t('oss:confirm.enable', { code: row.ossCode })),
              },
            ]
          : []
      }
    />
  );
}
