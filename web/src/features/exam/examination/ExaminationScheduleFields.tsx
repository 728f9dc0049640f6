import { Fieldset, Grid, Group, NumberInput, Radio, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NoticeContentEditor } from '../../../shared/ui/NoticeContentEditor';
import { DateTimeField } from '../../../shared/ui/dates/DateTimeField';
import { closeClock } from '../shared/exam-timing';
import { examKinds, overdueHandlings, timingModes } from './examination-labels';
import { useEnumData, useFieldProps, type ExaminationForm } from './form-field-props';
import { PaperSelect } from './PaperSelect';

/** Sections "basics" and "schedule" of the examination form. */
export function ExaminationScheduleFields({ form, paperLocked }: { form: ExaminationForm; paperLocked: boolean }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const data = useEnumData();
  const values = form.getValues();
  const dateInput = (name: 'openAt' | 'closeAt' | 'resultsReleaseAt', required: boolean) => (
    <DateTimeField
      {...field(name)}
      withAsterisk={required}
      clearable={!required}
      placeholder={t('examination:picker.placeholder')}
      description={t(`examination:hints.${name}`)}
    />
  );
  const instructions = form.getInputProps('instructions');
  return (
    <>
      <Fieldset legend={t('examination:sections.basics')}>
        <Grid columns={24} gap="md">
          <Grid.Col span={24}>
            <TextInput {...field('name')} withAsterisk />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 16 }}>
            <PaperSelect
              label={t('examination:fields.paperId')}
              value={values.paperId}
              error={field('paperId').error}
              disabled={paperLocked}
              description={paperLocked ? t('examination:hints.paperFrozen') : t('examination:hints.paperId')}
              onChange={(paper) => {
                form.setFieldValue('paperId', paper?.id ?? null);
                form.setFieldValue('paperTotal', paper?.totalScore ?? null);
                if (paper && form.getValues().passScore === '') {
                  form.setFieldValue('passScore', paper.passScore);
                }
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 8 }}>
            <Select {...field('kind')} data={data('kinds', examKinds)} allowDeselect={false} withAsterisk />
          </Grid.Col>
          <Grid.Col span={24}>
            <Textarea {...field('description')} autosize minRows={2} maxRows={4} />
          </Grid.Col>
          <Grid.Col span={24}>
            <NoticeContentEditor
              value={String(instructions.value ?? '')}
              onChange={(html) => form.setFieldValue('instructions', html)}
              onFocus={() => undefined}
              onBlur={() => undefined}
              label={t('examination:fields.instructions')}
              error={undefined}
              withAsterisk={false}
              readOnly={false}
            />
          </Grid.Col>
        </Grid>
      </Fieldset>
      <Fieldset legend={t('examination:sections.schedule')}>
        <Grid columns={24} gap="md">
          <Grid.Col span={{ base: 24, sm: 12 }}>{dateInput('openAt', true)}</Grid.Col>
          <Grid.Col span={{ base: 24, sm: 12 }}>{dateInput('closeAt', true)}</Grid.Col>
          <Grid.Col span={24}>
            <Radio.Group {...field('timingMode')}>
              <Group mt="xs" gap="sm" grow align="stretch">
                {timingModes.map((mode) => (
                  <Radio.Card key={mode} value={mode} p="sm" radius="md" aria-label={t(`examination:timingModes.${mode}`)}>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator />
                      <Stack gap={2}>
                        <Text size="sm" fw={500}>
                          {t(`examination:timingModes.${mode}`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`examination:timingHints.${mode}`)}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </Group>
            </Radio.Group>
          </Grid.Col>
          <Grid.Col span={24}>
            {values.timingMode === 'PER_ATTEMPT' ? (
              <NumberInput
                {...field('durationMin')}
                maw={320}
                min={1}
                max={10080}
                allowDecimal={false}
                withAsterisk
                description={t('examination:hints.durationMin')}
              />
            ) : (
              <Text size="sm" data-testid="fixed-end-summary">
                {values.openAt && values.closeAt
                  ? t('examination:timing.fixedEndField', {
                      time: closeClock({ openAt: values.openAt, closeAt: values.closeAt }),
                      count: Math.max(0, Math.ceil(dayjs(values.closeAt).diff(dayjs(values.openAt), 'minute', true))),
                    })
                  : t('examination:timingHints.FIXED_WINDOW')}
              </Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <Select {...field('overdueHandling')} data={data('overdueHandlings', overdueHandlings)} allowDeselect={false} />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <NumberInput
              {...field('graceSec')}
              min={0}
              max={86400}
              allowDecimal={false}
              disabled={values.overdueHandling !== 'GRACE_PERIOD'}
              description={t('examination:hints.graceSec')}
            />
          </Grid.Col>
          <Grid.Col span={24}>{dateInput('resultsReleaseAt', false)}</Grid.Col>
        </Grid>
      </Fieldset>
    </>
  );
}
