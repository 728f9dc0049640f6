import { Grid, NumberInput, TagsInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionFormValues } from './question-form';

/** The file rule of a file-upload question: most files, largest size (KB), allowed extensions. */
export function FileRuleEditor({
  form,
  message,
}: {
  form: UseFormReturnType<QuestionFormValues>;
  message: (error: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <NumberInput
          label={t('examQuestion:editor.maxFiles')}
          withAsterisk
          min={1}
          max={20}
          allowDecimal={false}
          {...form.getInputProps('maxFiles')}
          error={message(form.errors['maxFiles'])}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <NumberInput
          label={t('examQuestion:editor.maxSizeKb')}
          withAsterisk
          min={1}
          max={102400}
          allowDecimal={false}
          suffix=" KB"
          {...form.getInputProps('maxSizeKb')}
          error={message(form.errors['maxSizeKb'])}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TagsInput
          label={t('examQuestion:editor.allowedExtensions')}
          description={t('examQuestion:editor.allowedExtensionsHint')}
          placeholder={t('examQuestion:editor.allowedExtensionsPlaceholder')}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          {...form.getInputProps('allowedExtensions')}
          error={message(form.errors['allowedExtensions'])}
        />
      </Grid.Col>
    </Grid>
  );
}
