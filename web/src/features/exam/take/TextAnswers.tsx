import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CandidateItem } from './attempt-types';

interface BlanksProps {
  item: CandidateItem;
  value: string[];
  disabled: boolean;
  onChange: (blanks: string[]) => void;
}

/** One input per blank, in order. */
export function BlanksAnswer({ item, value, disabled, onChange }: BlanksProps) {
  const { t } = useTranslation('examTake');
  const count = Math.max(item.blankCount, value.length, 1);
  return (
    <Stack gap="xs">
      {Array.from({ length: count }, (_, index) => (
        <TextInput
          key={index}
          label={t('answer.blank', { number: index + 1 })}
          value={value[index] ?? ''}
          maxLength={500}
          disabled={disabled}
          onChange={(event) => {
            const next = Array.from({ length: count }, (__, position) => value[position] ?? '');
            next[index] = event.currentTarget.value;
            onChange(next);
          }}
        />
      ))}
    </Stack>
  );
}

interface TextProps {
  item: CandidateItem;
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
}

/** Short answer text. */
export function TextAnswer({ item, value, disabled, onChange }: TextProps) {
  const { t } = useTranslation('examTake');
  return (
    <Textarea
      label={t('answer.text', { slot: item.slot })}
      value={value}
      autosize
      minRows={5}
      maxLength={20000}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
