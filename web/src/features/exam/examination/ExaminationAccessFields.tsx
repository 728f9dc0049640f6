import { Fieldset, Grid, PasswordInput, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldProps, type ExaminationForm } from './form-field-props';
import { MAX_IP_ALLOW_ENTRIES } from './ip-allow-entry';

/** Section "access" of the examination form: the access password and the IP allow-list (before the examination opens). */
export function ExaminationAccessFields({ form }: { form: ExaminationForm }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Fieldset legend={t('examination:sections.access')}>
      <Grid columns={24} gap="md">
        <Grid.Col span={{ base: 24, sm: 10 }}>
          <PasswordInput
            {...field('accessPassword')}
            maxLength={64}
            autoComplete="new-password"
            description={t('examination:hints.accessPassword')}
            visibilityToggleButtonProps={{ 'aria-label': t('examination:hints.togglePassword') }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 14 }}>
          <TagsInput
            {...field('ipAllowList')}
            splitChars={[',', ' ', ';', '\n']}
            maxTags={MAX_IP_ALLOW_ENTRIES}
            clearable
            acceptValueOnBlur
            placeholder={t('examination:placeholders.ipAllowList')}
            description={t('examination:hints.ipAllowList', { max: MAX_IP_ALLOW_ENTRIES })}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
