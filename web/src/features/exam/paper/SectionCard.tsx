import { ActionIcon, Badge, Group, Paper, Stack, Switch, TextInput, Textarea, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PaperMode } from '../../../generated/graphql';
import { formatPoints } from '../question/question-labels';
import { badgeStyles } from '../question/badge-styles';
import { DrawRulesEditor } from './DrawRulesEditor';
import { FixedQuestionsEditor } from './FixedQuestionsEditor';
import { sectionTotal, type SectionDraft } from './paper-draft';

/** One section of the paper editor: title, instructions, shuffle, fixed questions and/or draw rules by the paper's mode. */
export function SectionCard({
  section,
  index,
  count,
  mode,
  readOnly,
  bankOptions,
  onChange,
  onMove,
  onRemove,
  onPick,
}: {
  section: SectionDraft;
  index: number;
  count: number;
  mode: PaperMode;
  readOnly: boolean;
  bankOptions: { value: string; label: string }[];
  onChange: (section: SectionDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  const name = t('examPaper:sections.name', { number });
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('examPaper:sections.title', { number })}
            withAsterisk
            value={section.title}
            readOnly={readOnly}
            error={section.title.trim() === '' ? t('examPaper:validation.sectionTitleShort') : undefined}
            onChange={(event) => onChange({ ...section, title: event.currentTarget.value })}
          />
          <Badge size="lg" variant="light" mb={4} tt="none" styles={badgeStyles}>
            {t('examPaper:sections.subtotal', { points: formatPoints(sectionTotal(section)) })}
          </Badge>
          {!readOnly && (
            <Group gap={2} wrap="nowrap" mb={4}>
              <Tooltip label={t('examPaper:sections.moveUp')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${name}: ${t('examPaper:sections.moveUp')}`}
                  disabled={index === 0}
                  onClick={() => onMove(index - 1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('examPaper:sections.moveDown')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${name}: ${t('examPaper:sections.moveDown')}`}
                  disabled={index === count - 1}
                  onClick={() => onMove(index + 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('examPaper:sections.remove')}>
                <ActionIcon variant="subtle" color="red" aria-label={`${name}: ${t('examPaper:sections.remove')}`} onClick={onRemove}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        <Textarea
          label={t('examPaper:sections.instructions')}
          autosize
          minRows={1}
          value={section.instructions}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...section, instructions: event.currentTarget.value })}
        />
        <Switch
          label={t('examPaper:sections.shuffle')}
          checked={section.shuffleQuestions}
          disabled={readOnly}
          onChange={(event) => onChange({ ...section, shuffleQuestions: event.currentTarget.checked })}
        />
        {mode !== 'RANDOM_RULES' && (
          <FixedQuestionsEditor
            sectionNumber={number}
            items={section.questions}
            readOnly={readOnly}
            onChange={(questions) => onChange({ ...section, questions })}
            onPick={onPick}
          />
        )}
        {mode !== 'FIXED' && (
          <DrawRulesEditor
            sectionNumber={number}
            rules={section.drawRules}
            bankOptions={bankOptions}
            readOnly={readOnly}
            onChange={(drawRules) => onChange({ ...section, drawRules })}
          />
        )}
      </Stack>
    </Paper>
  );
}
