import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission/usePermission';
import { ACTION_ORDER, ACTION_STATES, candidateName, PROCTOR_PERMISSION, type ProctorActionKind, type ProctorRow } from './proctor-types';

/** The row's menu: the details drawer, and the actions its state allows (only for holders of the proctor code). */
export function RowActions({
  row,
  onAction,
  onDetails,
}: {
  row: ProctorRow;
  onAction: (kind: ProctorActionKind, row: ProctorRow) => void;
  onDetails: (row: ProctorRow) => void;
}) {
  const { t } = useTranslation('proctor');
  const allowed = usePermission(PROCTOR_PERMISSION);
  const actions = allowed ? ACTION_ORDER.filter((kind) => ACTION_STATES[kind].includes(row.state)) : [];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('action.menuNamed', { name: candidateName(row) })}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onDetails(row)}>{t('action.details')}</Menu.Item>
        {actions.length > 0 && <Menu.Divider />}
        {actions.map((kind) => (
          <Menu.Item key={kind} color={kind === 'TERMINATE' || kind === 'SUBMIT' ? 'red' : undefined} onClick={() => onAction(kind, row)}>
            {t(`action.${kind}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
