import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CandidateItem } from './attempt-types';
import { OptionContent } from './OptionContent';

interface ChoiceAnswerProps {
  item: CandidateItem;
  value: string[];
  disabled: boolean;
  onChange: (optionIds: string[]) => void;
}

function OptionLabel({ label, content, questionType }: { label: string; content: string; questionType: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <span>{label}.</span>
      <OptionContent questionType={questionType} content={content} />
    </Group>
  );
}

/** Single choice and true/false (radios) or multiple choice (checkboxes), options in the attempt's order. */
export function ChoiceAnswer({ item, value, disabled, onChange }: ChoiceAnswerProps) {
  const { t } = useTranslation('examTake');
  const name = t('answer.optionsOf', { slot: item.slot });
  if (item.questionType === 'MULTIPLE_CHOICE') {
    return (
      <Checkbox.Group value={value} onChange={onChange} aria-label={name}>
        <Stack gap="xs">
          {item.options.map((option) => (
            <Checkbox
              key={option.id}
              value={option.id}
              disabled={disabled}
              label={<OptionLabel label={option.label} content={option.content} questionType={item.questionType} />}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group value={value[0] ?? null} onChange={(optionId) => onChange([optionId])} aria-label={name}>
      <Stack gap="xs">
        {item.options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            disabled={disabled}
            label={<OptionLabel label={option.label} content={option.content} questionType={item.questionType} />}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
