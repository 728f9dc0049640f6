import { ActionIcon, Checkbox, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CrudColumn, CrudRow } from './crud-types';

/** The column chooser: a checkbox per data column; the last visible column cannot be hidden. */
export function CrudColumnToggle<Row extends CrudRow>({
  columns,
  hidden,
  onToggle,
}: {
  columns: readonly CrudColumn<Row>[];
  hidden: ReadonlySet<string>;
  onToggle: (accessor: string) => void;
}) {
  const { t } = useTranslation();
  const visibleCount = columns.filter((column) => !hidden.has(column.accessor)).length;
  const label = t('crud:toolbar.columns');
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Tooltip label={label} withinPortal>
          <ActionIcon variant="default" size="lg" aria-label={label}>
            <IconColumns size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={label}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          {columns.map((column) => {
            const visible = !hidden.has(column.accessor);
            return (
              <Checkbox
                key={column.accessor}
                label={t(column.title)}
                checked={visible}
                disabled={visible && visibleCount === 1}
                onChange={() => onToggle(column.accessor)}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
