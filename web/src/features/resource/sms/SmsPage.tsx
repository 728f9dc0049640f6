import { Tabs } from '@mantine/core';
import { IconPower, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnableSmsConfigMutation } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { useConfirmedEnable } from '../../../shared/ui/crud/useConfirmedEnable';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { smsCrud, smsStatus, type SmsRow } from './sms-crud';
import { smsLogCrud, smsLogOperations } from './sms-log-crud';
import { smsOperations } from './sms-operations';
import { SmsTestSendModal } from './SmsTestSendModal';

/** The configurations tab: list, add / edit / view / delete, enable one (sms_enable), test-send one. */
function SmsConfigsPanel() {
  const { t } = useTranslation();
  const list = useCrudList(smsCrud);
  const operations = useCrudOperations(list.variables, smsOperations);
  const [enableConfig] = useEnableSmsConfigMutation();
  const canEnable = usePermission('sms_enable');
  const [testing, setTesting] = useState<SmsRow | undefined>();
  const { refetch } = operations;

  const confirmEnable = useConfirmedEnable((id) => enableConfig({ variables: { id } }), refetch);

  const rowActions = (row: SmsRow): RowAction[] => [
    {
      key: 'test-send',
      label: t('sms:actions.testSend'),
      ariaLabel: `${row.smsCode}: ${t('sms:actions.testSend')}`,
      icon: <IconSend size={14} aria-hidden />,
      onClick: () => setTesting(row),
    },
    ...(canEnable && row.status !== smsStatus.enabled
      ? [
          {
            key: 'enable',
            label: t('sms:actions.enable'),
            color: 'green',
            icon: <IconPower size={14} aria-hidden />,
            onClick: () => confirmEnable(row.id, t('sms:confirm.enable', { code: row.smsCode })),
          },
        ]
      : []),
  ];

  return (
    <>
      <CrudPage config={smsCrud} list={list} operations={operations} rowActionsExtra={rowActions} />
      <SmsTestSendModal row={testing} onClose={() => setTesting(undefined)} />
    </>
  );
}

/** The send log tab: every send of the tenant, newest first, numbers masked. */
function SmsLogPanel() {
  const list = useCrudList(smsLogCrud);
  const operations = useCrudOperations(list.variables, smsLogOperations);
  return <CrudPage config={smsLogCrud} list={list} operations={operations} />;
}

/** SMS (/resource/sms): the tenant's provider configurations and the send log, in two tabs. */
export function SmsPage() {
  const { t } = useTranslation('sms');
  return (
    <Tabs defaultValue="configs" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="configs">{t('tabs.configs')}</Tabs.Tab>
        <Tabs.Tab value="log">{t('tabs.log')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="configs">
        <SmsConfigsPanel />
      </Tabs.Panel>
      <Tabs.Panel value="log">
        <SmsLogPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
