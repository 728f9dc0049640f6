import { ActionIcon, Button, Checkbox, Group, Input, NumberInput, Radio, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyOption, MAX_OPTIONS, TRUE_FALSE_LABELS, type QuestionFormValues } from './question-form';

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * Options of a choice question: content, the correct flag (a radio for single choice and true/false,
 * checkboxes for multiple choice), weights when multiple choice is scored WEIGHTED; add, remove and
 * reorder (true/false keeps its two fixed options).
 */
export function OptionsEditor({
  form,
  message,
}: {
  form: UseFormReturnType<QuestionFormValues>;
  message: (error: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const { questionType, options, multiSelectScoring } = form.getValues();
  const fixed = questionType === 'TRUE_FALSE';
  const multiple = questionType === 'MULTIPLE_CHOICE';
  const weighted = multiple && multiSelectScoring === 'WEIGHTED';
  const correctIndex = options.findIndex((option) => option.isCorrect);

  const chooseSingle = (index: number) => {
    form.setFieldValue(
      'options',
      options.map((option, position) => ({ ...option, isCorrect: position === index })),
    );
    form.validateField('options');
  };

  const rows = options.map((option, index) => {
    const name = letter(index);
    const correctLabel = t('examQuestion:editor.correctOf', { letter: name });
    return (
      <Group key={option.key} gap="xs" wrap="nowrap" align="flex-start" data-testid="option-row">
        <Text fw={600} w={22} mt={8}>
          {name}
        </Text>
        {multiple ? (
          <Checkbox
            mt={10}
            aria-label={correctLabel}
            checked={option.isCorrect}
            onChange={(event) => {
              form.setFieldValue(`options.${index}.isCorrect`, event.currentTarget.checked);
              form.validateField('options');
            }}
          />
        ) : (
          <Radio
            mt={10}
            value={String(index)}
            aria-label={correctLabel}
            checked={correctIndex === index}
            onChange={() => chooseSingle(index)}
          />
        )}
        {fixed ? (
          <TextInput
            flex={1}
            value={option.content}
            readOnly
            aria-label={t('examQuestion:editor.optionContent', { letter: name })}
            description={t(index === 0 ? 'examQuestion:editor.trueMeaning' : 'examQuestion:editor.falseMeaning')}
          />
        ) : (
          <TextInput
            flex={1}
            aria-label={t('examQuestion:editor.optionContent', { letter: name })}
            placeholder={t('examQuestion:editor.optionPlaceholder', { letter: name })}
            {...form.getInputProps(`options.${index}.content`)}
            error={message(form.errors[`options.${index}.content`])}
          />
        )}
        {weighted && (
          <NumberInput
            w={120}
            aria-label={t('examQuestion:editor.weightOf', { letter: name })}
            suffix="%"
            min={-100}
            max={100}
            allowDecimal={false}
            {...form.getInputProps(`options.${index}.weightPct`)}
            onChange={(value) => form.setFieldValue(`options.${index}.weightPct`, typeof value === 'number' ? value : Number(value) || 0)}
            error={message(form.errors[`options.${index}.weightPct`])}
          />
        )}
        {!fixed && (
          <Group gap={2} wrap="nowrap" mt={4}>
            <Tooltip label={t('examQuestion:editor.moveUp', { letter: name })}>
              <ActionIcon
                variant="subtle"
                aria-label={t('examQuestion:editor.moveUp', { letter: name })}
                disabled={index === 0}
                onClick={() => form.reorderListItem('options', { from: index, to: index - 1 })}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('examQuestion:editor.moveDown', { letter: name })}>
              <ActionIcon
                variant="subtle"
                aria-label={t('examQuestion:editor.moveDown', { letter: name })}
                disabled={index === options.length - 1}
                onClick={() => form.reorderListItem('options', { from: index, to: index + 1 })}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('examQuestion:editor.removeOption', { letter: name })}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('examQuestion:editor.removeOption', { letter: name })}
                disabled={options.length <= 2}
                onClick={() => form.removeListItem('options', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    );
  });

  return (
    <Input.Wrapper
      label={t('examQuestion:editor.options')}
      withAsterisk
      description={t(
        multiple
          ? 'examQuestion:editor.optionsHintMultiple'
          : fixed
            ? 'examQuestion:editor.optionsHintTrueFalse'
            : 'examQuestion:editor.optionsHintSingle',
        {
          labels: TRUE_FALSE_LABELS.join(' / '),
        },
      )}
      error={message(form.errors['options'])}
    >
      <Stack gap="xs" mt="xs">
        {multiple ? rows : <Radio.Group aria-label={t('examQuestion:editor.options')}>{<Stack gap="xs">{rows}</Stack>}</Radio.Group>}
        {!fixed && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={options.length >= MAX_OPTIONS}
              onClick={() => form.insertListItem('options', emptyOption())}
            >
              {t('examQuestion:editor.addOption')}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
