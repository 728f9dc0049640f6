import { Checkbox, Fieldset, Grid, MultiSelect, NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { audienceModes, gradeMethods, integrityActions, navigationModes } from './examination-labels';
import { useEnumData, useFieldProps, type ExaminationForm } from './form-field-props';
import { ReviewPolicyMatrix } from './ReviewPolicyMatrix';
import { useDepartmentOptions } from './useDepartmentOptions';

/** Sections "delivery", "integrity", "review" and "audience" of the examination form. */
export function ExaminationDeliveryFields({ form }: { form: ExaminationForm }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const data = useEnumData();
  const values = form.getValues();
  const departments = useDepartmentOptions(values.audienceMode !== 'ORG_UNITS');
  const checkbox = (name: 'shuffleQuestions' | 'shuffleOptions' | 'requireFullscreen' | 'disableCopyPaste') => (
    <Checkbox {...field(name, { type: 'checkbox' })} />
  );
  return (
    <>
      <Fieldset legend={t('examination:sections.delivery')}>
        <Grid columns={24} gap="md">
          <Grid.Col span={{ base: 24, sm: 8 }}>
            <NumberInput {...field('maxAttempts')} min={1} max={100} allowDecimal={false} withAsterisk />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 8 }}>
            <Select
              {...field('gradeMethod')}
              data={data('gradeMethods', gradeMethods)}
              allowDeselect={false}
              disabled={Number(values.maxAttempts) <= 1}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 8 }}>
            <NumberInput
              {...field('passScore')}
              min={0}
              decimalScale={2}
              withAsterisk
              description={
                values.paperTotal === null
                  ? t('examination:hints.points')
                  : t('examination:hints.passOfTotal', { total: values.paperTotal })
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 8 }}>
            <NumberInput
              {...field('questionsPerPage')}
              min={0}
              max={1000}
              allowDecimal={false}
              description={t('examination:hints.questionsPerPage')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 16 }}>
            <Select {...field('navigation')} data={data('navigations', navigationModes)} allowDeselect={false} />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 8 }}>{checkbox('shuffleQuestions')}</Grid.Col>
          <Grid.Col span={{ base: 24, sm: 8 }}>{checkbox('shuffleOptions')}</Grid.Col>
          <Grid.Col span={{ base: 24, sm: 8 }}>{checkbox('requireFullscreen')}</Grid.Col>
        </Grid>
      </Fieldset>
      <Fieldset legend={t('examination:sections.integrity')}>
        <Grid columns={24} gap="md">
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <Select {...field('integrityAction')} data={data('integrityActions', integrityActions)} allowDeselect={false} />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <NumberInput
              {...field('maxFocusLoss')}
              min={0}
              max={1000}
              allowDecimal={false}
              description={t('examination:hints.maxFocusLoss')}
            />
          </Grid.Col>
          <Grid.Col span={24}>{checkbox('disableCopyPaste')}</Grid.Col>
        </Grid>
      </Fieldset>
      <Fieldset legend={t('examination:sections.review')}>
        <ReviewPolicyMatrix value={values.review} onChange={(review) => form.setFieldValue('review', review)} />
      </Fieldset>
      <Fieldset legend={t('examination:sections.audience')}>
        <Grid columns={24} gap="md">
          <Grid.Col span={24}>
            <Select
              {...field('audienceMode')}
              data={data('audienceModes', audienceModes)}
              allowDeselect={false}
              description={t(`examination:audienceHints.${values.audienceMode}`)}
            />
          </Grid.Col>
          {values.audienceMode === 'ORG_UNITS' && (
            <Grid.Col span={24}>
              <MultiSelect
                {...field('audienceDeptIds')}
                data={departments.options}
                searchable
                withAsterisk
                nothingFoundMessage={t('examination:roster.noDepartments')}
              />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <Checkbox {...field('smsReminder', { type: 'checkbox' })} description={t('examination:hints.smsReminder')} mt="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <NumberInput
              {...field('smsReminderMinutes')}
              min={5}
              max={10080}
              allowDecimal={false}
              disabled={!values.smsReminder}
              description={t('examination:hints.smsReminderMinutes')}
            />
          </Grid.Col>
        </Grid>
      </Fieldset>
    </>
  );
}
