import { Box, Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { crudPageSizes } from './useCrudList';

/** Under the table: the total, the page size (10/30/50/100/200) and the pages. */
export function CrudPagination({
  page,
  size,
  total,
  onPageChange,
  onSizeChange,
}: {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const controlLabels: Record<string, string> = {
    first: t('crud:table.firstPage'),
    previous: t('crud:table.previousPage'),
    next: t('crud:table.nextPage'),
    last: t('crud:table.lastPage'),
  };
  return (
    <Group justify="flex-end" gap="md" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('crud:table.total', { total })}
      </Text>
      <NativeSelect
        aria-label={t('crud:table.pageSize')}
        size="xs"
        value={String(size)}
        onChange={(event) => onSizeChange(Number(event.currentTarget.value))}
        data={crudPageSizes.map((option) => ({ value: String(option), label: t('crud:table.perPage', { size: option }) }))}
        w={110}
      />
      <Box component="nav" aria-label={t('crud:table.pagination')}>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          withEdges
          getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          getItemProps={(item) => ({ 'aria-label': t('crud:table.goToPage', { page: item }) })}
        />
      </Box>
    </Group>
  );
}
