import { DragDropContext, Draggable, Droppable, type DraggableProvided, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconListSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { plainText, QuestionTypeBadge } from '../question/question-labels';
import type { ItemDraft } from './paper-draft';

export function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) {
    next.splice(to, 0, item);
  }
  return next;
}

/**
 * The fixed questions of a section: order, stem, type, score per question; pick more from the bank.
 * Reordered by the arrows or by drag and drop (@hello-pangea/dnd): drag a row by its grip, or focus the
 * grip and use space, the arrow keys and space again (Escape cancels); each step is announced.
 */
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
  const dropped = (result: DropResult, provided: ResponderProvided) => {
    const from = result.source.index;
    if (!result.destination) {
      provided.announce(t('examPaper:items.dragCancelled', { from: from + 1 }));
      return;
    }
    const to = result.destination.index;
    provided.announce(t('examPaper:items.dragDropped', { from: from + 1, to: to + 1 }));
    if (to !== from) {
      onChange(move(items, from, to));
    }
  };
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
        <DragDropContext
          dragHandleUsageInstructions={t('examPaper:items.dragInstructions')}
          onDragStart={(start, provided) => provided.announce(t('examPaper:items.dragLifted', { from: start.source.index + 1 }))}
          onDragUpdate={(update, provided) => {
            if (update.destination) {
              provided.announce(t('examPaper:items.dragMoved', { to: update.destination.index + 1 }));
            }
          }}
          onDragEnd={dropped}
        >
          <Table withTableBorder aria-label={t('examPaper:items.tableLabel', { section: sectionNumber })}>
            <Table.Thead>
              <Table.Tr>
                {!readOnly && <Table.Th w={36} />}
                <Table.Th w={50}>{t('examPaper:items.order')}</Table.Th>
                <Table.Th>{t('examQuestion:fields.stem')}</Table.Th>
                <Table.Th w={110}>{t('examQuestion:fields.type')}</Table.Th>
                <Table.Th w={120}>{t('examPaper:items.score')}</Table.Th>
                {!readOnly && <Table.Th w={110} />}
              </Table.Tr>
            </Table.Thead>
            <Droppable droppableId={`section-${sectionNumber}-questions`} isDropDisabled={readOnly}>
              {(droppable) => (
                <Table.Tbody ref={droppable.innerRef} {...droppable.droppableProps}>
                  {items.map((item, index) => (
                    <Draggable key={item.key} draggableId={item.key} index={index} isDragDisabled={readOnly}>
                      {(draggable, snapshot) => (
                        <ItemRow
                          items={items}
                          index={index}
                          name={t('examPaper:items.itemName', { section: sectionNumber, number: index + 1 })}
                          readOnly={readOnly}
                          draggable={draggable}
                          dragging={snapshot.isDragging}
                          onChange={onChange}
                        />
                      )}
                    </Draggable>
                  ))}
                  {droppable.placeholder}
                </Table.Tbody>
              )}
            </Droppable>
          </Table>
        </DragDropContext>
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

/** One fixed question: grip (drag handle), number, stem, type, score, arrows and remove. */
function ItemRow({
  items,
  index,
  name,
  readOnly,
  draggable,
  dragging,
  onChange,
}: {
  items: ItemDraft[];
  index: number;
  name: string;
  readOnly: boolean;
  draggable: DraggableProvided;
  dragging: boolean;
  onChange: (items: ItemDraft[]) => void;
}) {
  const { t } = useTranslation();
  const item = items[index] as ItemDraft;
  // While dragged the row leaves the table's layout: keep its columns and lift it above the others.
  const lifted = dragging
    ? { display: 'table', tableLayout: 'fixed' as const, boxShadow: 'var(--mantine-shadow-md)', background: 'var(--mantine-color-body)' }
    : {};
  return (
    <Table.Tr
      ref={draggable.innerRef}
      {...draggable.draggableProps}
      data-dragging={dragging || undefined}
      style={{ ...draggable.draggableProps.style, ...lifted }}
    >
      {!readOnly && (
        <Table.Td>
          <Tooltip label={t('examPaper:items.dragHandle', { name })}>
            <ActionIcon
              component="div"
              variant="subtle"
              color="gray"
              style={{ cursor: 'grab' }}
              {...draggable.dragHandleProps}
              aria-label={t('examPaper:items.dragHandle', { name })}
            >
              <IconGripVertical size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
      )}
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
          onChange={(value) =>
            onChange(items.map((candidate, position) => (position === index ? { ...candidate, score: value } : candidate)))
          }
        />
      </Table.Td>
      {!readOnly && (
        <Table.Td>
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t('examPaper:items.moveUp')}>
              <ActionIcon
                variant="subtle"
                aria-label={`${name}: ${t('examPaper:items.moveUp')}`}
                disabled={index === 0}
                onClick={() => onChange(move(items, index, index - 1))}
              >
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
}
