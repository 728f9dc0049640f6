import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleFilter } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { notifyWarning } from '../../../shared/ui/crud/notify-warning';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { TreeCrudPage, type TreeDialogState } from '../../../shared/ui/tree/TreeCrudPage';
import { roleColumns, roleForm, rolePermissions, roleSearch, type RoleFormValues, type RoleRow } from './role-crud';
import { RoleGrantDialog } from './RoleGrantDialog';
import { useRoleOperations } from './useRoleOperations';

/**
 * Roles (/authority/role): the role tree, search, add (root or child), edit, view, delete, and the
 * grant dialog (role_grant: menus with buttons, data scopes, API scopes) for one role or the selected ones.
 */
export function RolePage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RoleFilter>({});
  const operations = useRoleOperations(filter);
  const canGrant = usePermission(rolePermissions.grant);
  const [grant, setGrant] = useState<{ roleIds: readonly string[]; openId: number } | undefined>(undefined);
  const grantCount = useRef(0);
  const { nodes } = operations;
  const form = useCallback(
    (dialog: TreeDialogState<RoleRow>) => roleForm({ nodes, parentId: dialog.parentId, editedId: dialog.row?.id }),
    [nodes],
  );
  const openGrant = (rows: readonly RoleRow[]) => {
    if (rows.length === 0) {
      notifyWarning(t('crud:notify.selectOne'), 'crud-select-one');
      return;
    }
    grantCount.current += 1;
    setGrant({ roleIds: rows.map((row) => row.id), openId: grantCount.current });
  };
  const closeGrant = useCallback(() => setGrant(undefined), []);
  const grantButton = (rows: readonly RoleRow[]) => (
    <Button variant="light" size="sm" leftSection={<IconKey size={16} aria-hidden />} onClick={() => openGrant(rows)}>
      {t('role:grant.button')}
    </Button>
  );

  return (
    <>
      <TreeCrudPage<RoleRow, RoleFormValues, RoleFilter>
        pageKey="authority.role"
        title="menu:role"
        permissions={rolePermissions}
        columns={roleColumns}
        search={roleSearch}
        onSearch={setFilter}
        tree={operations.tree}
        refresh={operations.refresh}
        form={form}
        fetchOne={operations.fetchOne}
        submit={operations.submit}
        remove={operations.remove}
        toolbarExtra={canGrant ? (selected) => grantButton(selected) : undefined}
        rowActionsExtra={
          canGrant
            ? (row): RowAction[] => [
                { key: 'grant', label: t('role:grant.button'), icon: <IconKey size={14} aria-hidden />, onClick: () => openGrant([row]) },
              ]
            : undefined
        }
      />
      <RoleGrantDialog grant={grant} onClose={closeGrant} />
    </>
  );
}
