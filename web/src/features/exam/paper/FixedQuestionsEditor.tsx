import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconListSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { plainText, QuestionTypeBadge } from '../question/question-labels';
import type { ItemDraft } from './paper-draft';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) {
    next.splice(to, 0, item);
  }
  return next;
}

/** The fixed questions of a section: order, stem, type, score per question; pick more from the bank. */
export function FixedQuestionsEditor({
  sectionNumber,
  items,
  readOnly,
  onChange,
  onPick,
}: {
  sectionNumber: number;
  items: ItemDraft[];
  readOnly: boolean;
  onChange: (items: ItemDraft[]) => void;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('examPaper:items.title')}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('examPaper:items.none')}
        </Text>
      ) : (
        <Table withTableBorder aria-label={t('examPaper:items.tableLabel', { section: sectionNumber })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>{t('examPaper:items.order')}</Table.Th>
              <Table.Th>{t('examQuestion:fields.stem')}</Table.Th>
              <Table.Th w={110}>{t('examQuestion:fields.type')}</Table.Th>
              <Table.Th w={120}>{t('examPaper:items.score')}</Table.Th>
              {!readOnly && <Table.Th w={110} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, index) => {
              const name = t('examPaper:items.itemName', { section: sectionNumber, number: index + 1 });
              return (
                <Table.Tr key={item.key}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {plainText(item.stem, t('examQuestion:image')) || t('examPaper:items.deleted')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.questionType && <QuestionTypeBadge type={item.questionType} />}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${name}: ${t('examPaper:items.score')}`}
                      min={0}
                      decimalScale={2}
                      value={item.score}
                      readOnly={readOnly}
                      onChange={(value) => onChange(items.map((candidate, position) => (position === index ? { ...candidate, score: value } : candidate)))}
                    />
                  </Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <Tooltip label={t('examPaper:items.moveUp')}>
                          <ActionIcon variant="subtle" aria-label={`${name}: ${t('examPaper:items.moveUp')}`} disabled={index === 0} onClick={() => onChange(move(items, index, index - 1))}>
                            <IconArrowUp size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('examPaper:items.moveDown')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${name}: ${t('examPaper:items.moveDown')}`}
                            disabled={index === items.length - 1}
                            onClick={() => onChange(move(items, index, index + 1))}
                          >
                            <IconArrowDown size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('examPaper:items.remove')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`${name}: ${t('examPaper:items.remove')}`}
                            onClick={() => onChange(items.filter((_, position) => position !== index))}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {!readOnly && (
        <Group>
          <Button variant="light" size="xs" leftSection={<IconListSearch size={14} aria-hidden />} onClick={onPick}>
            {t('examPaper:items.pick')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
