import { Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INLINE_ROW_ACTIONS, type RowAction } from './row-action';

/**
 * The action cell of one row: labelled buttons; with more than three actions the first three stay
 * buttons and the rest go into a labelled "More" menu. A disabled action keeps its reason as a tooltip
 * (on the button, or on the menu item).
 */
export function CrudRowActions({ actions }: { actions: readonly RowAction[] }) {
  const { t } = useTranslation();
  const overflow = actions.length > INLINE_ROW_ACTIONS;
  const inline = overflow ? actions.slice(0, INLINE_ROW_ACTIONS) : actions;
  const rest = overflow ? actions.slice(INLINE_ROW_ACTIONS) : [];
  return (
    <Group gap={0} wrap="nowrap" justify="flex-start" data-row-actions="">
      {inline.map((action) => (
        <RowActionButton key={action.key} action={action} />
      ))}
      {rest.length > 0 && (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <Button variant="subtle" size="compact-sm" color="gray" rightSection={<IconDots size={14} aria-hidden />}>
              {t('crud:row.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {rest.map((action) => (
              <RowActionMenuItem key={action.key} action={action} />
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

function RowActionButton({ action }: { action: RowAction }) {
  const disabled = action.disabledReason !== undefined;
  const button = (
    <Button
      variant={action.active ? 'light' : 'subtle'}
      size="compact-sm"
      color={action.color}
      leftSection={action.icon}
      loading={action.loading}
      aria-pressed={action.active}
      aria-label={action.ariaLabel}
      onClick={action.onClick}
      disabled={disabled}
    >
      {action.label}
    </Button>
  );
  if (!disabled) {
    return button;
  }
  return (
    <Tooltip label={action.disabledReason} multiline maw={320}>
      {/* A disabled button gets no pointer events: the wrapper receives the hover, so the reason still shows. */}
      <span style={{ display: 'inline-flex' }} tabIndex={0}>
        {button}
      </span>
    </Tooltip>
  );
}

function RowActionMenuItem({ action }: { action: RowAction }) {
  const disabled = action.disabledReason !== undefined;
  const item = (
    <Menu.Item color={action.color} leftSection={action.icon} aria-label={action.ariaLabel} onClick={action.onClick} disabled={disabled}>
      {action.label}
    </Menu.Item>
  );
  if (!disabled) {
    return item;
  }
  return (
    <Tooltip label={action.disabledReason} position="left" multiline maw={320}>
      <div>{item}</div>
    </Tooltip>
  );
}

/**
 * The toolkit's own view / edit / delete actions around the page's own ones: view and edit first, then
 * the page's actions, delete last (so the overflow menu holds the rarer and the destructive ones).
 * A missing handler leaves its action out.
 */
export function useStandardRowActions(): (
  handlers: { onView?: () => void; onEdit?: () => void; onDelete?: () => void },
  extra?: readonly RowAction[],
) => RowAction[] {
  const { t } = useTranslation();
  return ({ onView, onEdit, onDelete }, extra = []) => {
    const actions: RowAction[] = [];
    if (onView) {
      actions.push({ key: 'view', label: t('crud:row.view'), icon: <IconEye size={14} aria-hidden />, onClick: onView });
    }
    if (onEdit) {
      actions.push({ key: 'edit', label: t('crud:row.edit'), icon: <IconEdit size={14} aria-hidden />, onClick: onEdit });
    }
    actions.push(...extra);
    if (onDelete) {
      actions.push({
        key: 'delete',
        label: t('crud:row.delete'),
        icon: <IconTrash size={14} aria-hidden />,
        onClick: onDelete,
        color: 'red',
      });
    }
    return actions;
  };
}
