import { Button, Center, Group, Loader, Modal, ScrollArea, Tabs } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GrantTreeDocument,
  RoleGrantKeysDocument,
  useGrantRolesMutation,
  type GrantTreeQuery,
  type RoleGrantKeysQuery,
} from '../../../generated/graphql';
import { localizeTree, useSeededLabel } from '../../../i18n/seeded-label';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { CheckboxTree } from '../../../shared/ui/tree/CheckboxTree';
import { leafKeys, withAncestors } from '../../../shared/ui/tree/tree-data';

type GrantTrees = GrantTreeQuery['grantTree'];
type GrantKeys = RoleGrantKeysQuery['roleGrantKeys'];
type GrantTab = 'menu' | 'dataScope' | 'apiScope';
const tabs: readonly GrantTab[] = ['menu', 'dataScope', 'apiScope'];

/** Scope rules are the leaves of the scope trees (the menus above them only group them). */
function scopeIds(checked: readonly string[], nodes: GrantTrees['dataScope']): string[] {
  const rules = new Set(nodes.filter((node) => !node.hasChildren).map((node) => node.id));
  return checked.filter((id) => rules.has(id));
}

/** The three checkbox trees, pre-checked with what the roles hold; saving replaces their grants. */
function GrantForm({
  roleIds,
  trees,
  keys,
  onClose,
}: {
  roleIds: readonly string[];
  trees: GrantTrees;
  keys: GrantKeys;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Record<GrantTab, string[]>>(() => ({
    menu: leafKeys(keys.menu, trees.menu),
    dataScope: leafKeys(keys.dataScope, trees.dataScope),
    apiScope: leafKeys(keys.apiScope, trees.apiScope),
  }));
  const [grantRoles, { loading }] = useGrantRolesMutation();
  const seededLabel = useSeededLabel();
  // One array per tree and language: CheckboxTree reacts to new nodes, so a fresh array each render would loop.
  const localized = useMemo(
    () => ({
      menu: localizeTree(trees.menu, 'menu', seededLabel),
      dataScope: localizeTree(trees.dataScope, 'menu', seededLabel),
      apiScope: localizeTree(trees.apiScope, 'menu', seededLabel),
    }),
    [trees, seededLabel],
  );

  const save = async () => {
    try {
      await grantRoles({
        variables: {
          input: {
            roleIds: [...roleIds],
            menuIds: withAncestors(checked.menu, trees.menu),
            dataScopeIds: scopeIds(checked.dataScope, trees.dataScope),
            apiScopeIds: scopeIds(checked.apiScope, trees.apiScope),
          },
        },
      });
      notifySuccess(t('crud:notify.success'));
      onClose();
    } catch {
      // The global error toast shows the server's message; the dialog stays open.
    }
  };

  return (
    <>
      <Tabs defaultValue="menu">
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`role:grant.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="sm">
            <ScrollArea.Autosize mah="55vh" type="auto">
              <CheckboxTree
                nodes={localized[tab]}
                checked={checked[tab]}
                onChange={(next) => setChecked((previous) => ({ ...previous, [tab]: next }))}
                label={t(`role:grant.tabs.${tab}`)}
              />
            </ScrollArea.Autosize>
          </Tabs.Panel>
        ))}
      </Tabs>
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
 * The grant dialog (role_grant) of the role page: menus (with buttons), data scopes and API scopes the caller
 * may grant, checked where the roles hold them; saved with grantRoles for every role given.
 */
export function RoleGrantDialog({
  grant,
  onClose,
}: {
  /** The roles to grant to and the opening's id (new on every opening); open while defined. */
  grant: { roleIds: readonly string[]; openId: number } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const opened = grant !== undefined;
  const [loaded, setLoaded] = useState<{ openId: number; trees: GrantTrees; keys: GrantKeys } | undefined>(undefined);

  useEffect(() => {
    if (!grant) {
      return;
    }
    const { roleIds, openId } = grant;
    let active = true;
    Promise.all([
      client.query({ query: GrantTreeDocument, fetchPolicy: 'network-only' }),
      client.query({ query: RoleGrantKeysDocument, variables: { roleIds: [...roleIds] }, fetchPolicy: 'network-only' }),
    ]).then(
      ([trees, keys]) => {
        if (active && trees.data && keys.data) {
          setLoaded({ openId, trees: trees.data.grantTree, keys: keys.data.roleGrantKeys });
        }
      },
      () => {
        // The global error toast tells why; nothing to grant without the trees.
        if (active) {
          onClose();
        }
      },
    );
    return () => {
      active = false;
    };
  }, [client, grant, onClose]);

  const ready = grant !== undefined && loaded?.openId === grant.openId;
  return (
    <Modal opened={opened} onClose={onClose} title={t('role:grant.title')} size={640} centered>
      {ready && grant && loaded ? (
        <GrantForm key={grant.openId} roleIds={grant.roleIds} trees={loaded.trees} keys={loaded.keys} onClose={onClose} />
      ) : (
        <Center mih={160}>
          <Loader aria-label={t('crud:dialog.loading')} role="status" />
        </Center>
      )}
    </Modal>
  );
}
