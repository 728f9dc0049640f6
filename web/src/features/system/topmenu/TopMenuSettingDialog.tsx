import { useApolloClient } from '@apollo/client/react';
import { Button, Center, Group, Loader, Modal, ScrollArea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TopMenuGrantTreeDocument,
  TopMenuKeysDocument,
  useGrantTopMenusMutation,
  type TopMenuGrantTreeQuery,
} from '../../../generated/graphql';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { localizeTree, useSeededLabel } from '../../../i18n/seeded-label';
import { CheckboxTree } from '../../../shared/ui/tree/CheckboxTree';
import { leafKeys, withAncestors } from '../../../shared/ui/tree/tree-data';

type MenuNodes = TopMenuGrantTreeQuery['topMenuGrantTree'];

function SettingForm({
  topMenuIds,
  nodes,
  keys,
  onClose,
}: {
  topMenuIds: readonly string[];
  nodes: MenuNodes;
  keys: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<string[]>(() => leafKeys(keys, nodes));
  const seededLabel = useSeededLabel();
  const localized = useMemo(() => localizeTree(nodes, 'menu', seededLabel), [nodes, seededLabel]);
  const [grantTopMenus, { loading }] = useGrantTopMenusMutation();

  const save = async () => {
    try {
      await grantTopMenus({ variables: { input: { topMenuIds: [...topMenuIds], menuIds: withAncestors(checked, nodes) } } });
      notifySuccess(t('crud:notify.success'));
      onClose();
    } catch {
      // The global error toast shows the server's message; the dialog stays open.
    }
  };

  return (
    <>
      <ScrollArea.Autosize mah="60vh" type="auto">
        <CheckboxTree nodes={localized} checked={checked} onChange={setChecked} label={t('topmenu:setting.tree')} />
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t('crud:dialog.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={loading}>
          {t('crud:dialog.save')}
        </Button>
      </Group>
    </>
  );
}

/**
 * The menu setup dialog (topmenu_setting) of the top menu page: the menus the caller may place, checked where the top
 * menus already show them; saved with grantTopMenus.
 */
export function TopMenuSettingDialog({
  setting,
  onClose,
}: {
  /** The top menus to configure and the opening's id; the dialog is open while it is defined. */
  setting: { topMenuIds: readonly string[]; openId: number } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [loaded, setLoaded] = useState<{ openId: number; nodes: MenuNodes; keys: readonly string[] } | undefined>(undefined);

  useEffect(() => {
    if (!setting) {
      return;
    }
    let active = true;
    Promise.all([
      client.query({ query: TopMenuGrantTreeDocument, fetchPolicy: 'network-only' }),
      client.query({ query: TopMenuKeysDocument, variables: { topMenuIds: [...setting.topMenuIds] }, fetchPolicy: 'network-only' }),
    ]).then(
      ([tree, keys]) => {
        if (active && tree.data && keys.data) {
          setLoaded({ openId: setting.openId, nodes: tree.data.topMenuGrantTree, keys: keys.data.topMenuKeys });
        }
      },
      () => {
        if (active) {
          onClose();
        }
      },
    );
    return () => {
      active = false;
    };
  }, [client, setting, onClose]);

  const ready = setting !== undefined && loaded?.openId === setting.openId;
  return (
    <Modal opened={setting !== undefined} onClose={onClose} title={t('topmenu:setting.title')} size={560} centered>
      {ready && setting && loaded ? (
        <SettingForm key={setting.openId} topMenuIds={setting.topMenuIds} nodes={loaded.nodes} keys={loaded.keys} onClose={onClose} />
      ) : (
        <Center mih={160}>
          <Loader aria-label={t('crud:dialog.loading')} role="status" />
        </Center>
      )}
    </Modal>
  );
}
