import { Box, Flex } from '@mantine/core';
import { IconDeviceDesktopCog } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../shared/hooks/useDictionary';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { DeptTreePanel } from './DeptTreePanel';
import { PlatformModal } from './PlatformModal';
import { createUserCrud, type UserRow } from './user-crud';
import { UserToolbarActions } from './UserToolbarActions';
import { useUserList } from './useUserList';
import { userOperations } from './user-operations';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';

/**
 * Users (/system/user): the department tree filters the list (department and descendants); search,
 * add / edit / view / delete, grant roles, reset passwords, unlock, Excel import and export, pending
 * registrations and platform settings, each behind its button code.
 */
export function UserPage() {
  const { t } = useTranslation();
  const userTypes = useDictionary('user_type');
  const sexes = useDictionary('sex');
  const config = useMemo(
    () => createUserCrud({ userTypes: userTypes.options, userTypeLabel: userTypes.label, sexes: sexes.options }),
    [userTypes.options, userTypes.label, sexes.options],
  );
  const list = useUserList(config);
  const operations = useCrudOperations(list.variables, userOperations);
  const canEdit = usePermission('user_edit');
  const [platformUser, setPlatformUser] = useState<UserRow | undefined>(undefined);

  const { refetch } = operations;
  const refresh = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  return (
    <Flex gap="md" align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <Box w={{ base: '100%', md: 220 }} miw={{ md: 200 }} pt={{ md: 52 }}>
        <DeptTreePanel selected={list.deptId} onSelect={list.selectDept} />
      </Box>
      <Box flex={1} miw={0} w="100%">
        <CrudPage
          config={config}
          list={list}
          operations={operations}
          toolbarExtra={(selected) => <UserToolbarActions selected={selected} filter={list.variables.filter} onChanged={refresh} />}
          rowActionsExtra={
            canEdit
              ? (row): RowAction[] => [
                  {
                    key: 'platform',
                    label: t('user:actions.platform'),
                    icon: <IconDeviceDesktopCog size={14} aria-hidden />,
                    onClick: () => setPlatformUser(row),
                  },
                ]
              : undefined
          }
        />
      </Box>
      <PlatformModal
        user={platformUser}
        onClose={() => setPlatformUser(undefined)}
        onSaved={() => {
          setPlatformUser(undefined);
          refresh();
        }}
      />
    </Flex>
  );
}
