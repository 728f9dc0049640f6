import {
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  Title,
  Input,
  NumberInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useQuestionBankOptionsQuery,
  useSubmitQuestionMutation,
  type MultiSelectScoring,
  type QuestionType,
} from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { usePermission } from '../../../shared/permission/usePermission';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { serverFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { BlanksEditor } from './BlanksEditor';
import { FileRuleEditor } from './FileRuleEditor';
import { OptionsEditor } from './OptionsEditor';
import { formPathOf, optionsForType, questionFormSchema, toQuestionInput, type QuestionFormValues } from './question-form';
import { choiceTypes, difficulties, questionStatuses, questionTypes } from './question-labels';
import { RichTextField } from './RichTextField';
import { useDiscardConfirm } from '../../../shared/ui/crud/discard-guard';
import { zodValidate } from '../../../shared/forms/zod-validate';

const scoringModes: readonly MultiSelectScoring[] = ['ALL_OR_NOTHING', 'PARTIAL_NO_WRONG', 'HALF_IF_SUBSET', 'WEIGHTED'];

/**
 * The question form (SPEC §2 /bdqn/examQuestionAdd): bank, type (the editor below follows it), rich-text
 * stem with images, options / blanks / reference answer / file rule by type, difficulty, tags, default
 * score, explanation and status. Checked like the server; the server's field messages land on the fields.
 */
export function QuestionEditor({
  questionId,
  version,
  initialValues,
  onAddAnother,
}: {
  questionId?: string;
  version?: number;
  initialValues: QuestionFormValues;
  onAddAnother: (saved: QuestionFormValues) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canSetStatus = usePermission('exam_question_status');
  const banks = useQuestionBankOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const [submitQuestion] = useSubmitQuestionMutation({ context: handledErrors });
  const [saving, setSaving] = useState<'save' | 'another' | undefined>(undefined);
  const form = useForm<QuestionFormValues>({
    mode: 'controlled',
    // Without exam_question_status the server saves a new question as a draft: show it so.
    initialValues: questionId || canSetStatus ? initialValues : { ...initialValues, questionStatus: 'DRAFT' },
    validate: zodValidate(questionFormSchema),
    validateInputOnBlur: true,
  });
  // The permissions may arrive after the editor mounted: a new question's status follows them until the author changes it.
  const autoStatus = useRef(form.getValues().questionStatus);
  useEffect(() => {
    const next = canSetStatus ? initialValues.questionStatus : 'DRAFT';
    if (questionId || next === autoStatus.current || form.getValues().questionStatus !== autoStatus.current) {
      return;
    }
    const pristine = !form.isDirty();
    autoStatus.current = next;
    form.setFieldValue('questionStatus', next);
    if (pristine) {
      form.resetDirty();
    }
  }, [canSetStatus]);
  const confirmDiscard = useDiscardConfirm();
  // Back and Cancel leave the editor: with unsaved changes they ask first.
  const leave = () => confirmDiscard(form.isDirty(), () => void navigate('/exam/question'));
  const values = form.getValues();
  const type = values.questionType;

  /** Our own messages are i18n keys; the server's arrive translated. */
  const message = (error: ReactNode): ReactNode => (typeof error === 'string' && error.startsWith('examQuestion:') ? t(error) : error);

  const changeType = (next: string) => {
    const nextType = next as QuestionType;
    form.setValues({
      questionType: nextType,
      options: optionsForType(nextType, values.options),
      blanks: nextType === 'FILL_BLANK' && values.blanks.length === 0 ? [[]] : values.blanks,
    });
    form.clearErrors();
  };

  const save = async (then: 'save' | 'another') => {
    const checked = form.validate();
    if (checked.hasErrors) {
      return;
    }
    setSaving(then);
    try {
      await submitQuestion({ variables: { input: toQuestionInput(values, questionId, canSetStatus) } });
      notifySuccess(t(questionId ? 'crud:notify.updated' : 'crud:notify.added'));
      if (then === 'another') {
        onAddAnother(values);
      } else {
        void navigate(`/exam/question?bankId=${encodeURIComponent(values.bankId)}`);
      }
    } catch (failure) {
      const fieldErrors: Record<string, string> = {};
      const others: string[] = [];
      for (const { field, message: text } of serverFieldErrors(failure)) {
        const path = formPathOf(field);
        if (path && fieldErrors[path] === undefined) {
          fieldErrors[path] = text;
        } else if (!path) {
          others.push(text);
        }
      }
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
      }
      if (Object.keys(fieldErrors).length === 0 || others.length > 0) {
        notifyError(others.length > 0 ? others.join('; ') : errorMessage(failure, t));
      }
    } finally {
      setSaving(undefined);
    }
  };

  const bankData = (banks.data?.questionBanks.records ?? []).map((bank) => ({ value: bank.id, label: `${bank.name} (${bank.code})` }));
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {questionId ? t('examQuestion:editor.editTitle', { version: version ?? 1 }) : t('examQuestion:editor.addTitle')}
        </Title>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={leave}>
          {t('examQuestion:editor.backToList')}
        </Button>
      </Group>
      {/* No <form> submit: Enter in a tags input adds a tag, it never saves. */}
      <Stack gap="md" component="section" aria-label={t('examQuestion:editor.pageTitle')}>
        <Stack gap="md">
          <Paper withBorder p="md" radius="sm">
            <Stack gap="md">
              <Grid>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <Select
                    label={t('examQuestion:fields.bank')}
                    placeholder={t('examQuestion:placeholders.bank')}
                    withAsterisk
                    searchable
                    data={bankData}
                    nothingFoundMessage={t('examQuestion:editor.noBanks')}
                    {...form.getInputProps('bankId')}
                    onChange={(value) => form.setFieldValue('bankId', value ?? '')}
                    error={message(form.errors['bankId'])}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Input.Wrapper label={t('examQuestion:fields.type')} withAsterisk error={message(form.errors['questionType'])}>
                    <SegmentedControl
                      mt={4}
                      fullWidth
                      aria-label={t('examQuestion:fields.type')}
                      value={type}
                      onChange={changeType}
                      data={questionTypes.map((value) => ({ value, label: t(`examQuestion:types.${value}`) }))}
                    />
                  </Input.Wrapper>
                </Grid.Col>
              </Grid>
              <RichTextField
                label={t('examQuestion:fields.stem')}
                withAsterisk
                value={values.stem}
                onChange={(html) => form.setFieldValue('stem', html)}
                onBlur={() => form.validateField('stem')}
                error={message(form.errors['stem'])}
                description={type === 'FILL_BLANK' ? t('examQuestion:editor.stemBlankHint') : undefined}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="sm">
            <Stack gap="md">
              <Text fw={600}>{t('examQuestion:editor.answerSection', { type: t(`examQuestion:types.${type}`) })}</Text>
              {type === 'MULTIPLE_CHOICE' && (
                <Select
                  label={t('examQuestion:editor.scoring')}
                  description={t(`examQuestion:scoringHints.${values.multiSelectScoring}`)}
                  data={scoringModes.map((mode) => ({ value: mode, label: t(`examQuestion:scoring.${mode}`) }))}
                  allowDeselect={false}
                  maw={360}
                  {...form.getInputProps('multiSelectScoring')}
                />
              )}
              {choiceTypes.has(type) && <OptionsEditor form={form} message={message} />}
              {type === 'FILL_BLANK' && <BlanksEditor form={form} message={message} />}
              {type === 'SHORT_ANSWER' && (
                <Textarea
                  label={t('examQuestion:editor.referenceAnswer')}
                  description={t('examQuestion:editor.referenceAnswerHint')}
                  autosize
                  minRows={3}
                  {...form.getInputProps('referenceAnswer')}
                  error={message(form.errors['referenceAnswer'])}
                />
              )}
              {type === 'FILE_UPLOAD' && <FileRuleEditor form={form} message={message} />}
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="sm">
            <Grid>
              <Grid.Col span={{ base: 12, md: 3 }}>
                <Select
                  label={t('examQuestion:fields.difficulty')}
                  withAsterisk
                  allowDeselect={false}
                  data={difficulties.map((level) => ({ value: String(level), label: t(`examQuestion:difficulties.${level}`) }))}
                  {...form.getInputProps('difficulty')}
                  error={message(form.errors['difficulty'])}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 3 }}>
                <NumberInput
                  label={t('examQuestion:fields.defaultScore')}
                  description={t('examQuestion:editor.pointsHint')}
                  withAsterisk
                  min={0}
                  max={10000}
                  decimalScale={2}
                  {...form.getInputProps('defaultScore')}
                  error={message(form.errors['defaultScore'])}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 3 }}>
                <Select
                  label={t('examQuestion:fields.status')}
                  description={
                    canSetStatus ? (questionId ? undefined : t('examQuestion:editor.statusNew')) : t('examQuestion:editor.statusLocked')
                  }
                  allowDeselect={false}
                  disabled={!canSetStatus}
                  data={questionStatuses.map((status) => ({ value: status, label: t(`examQuestion:statuses.${status}`) }))}
                  {...form.getInputProps('questionStatus')}
                  error={message(form.errors['questionStatus'])}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 3 }}>
                <TagsInput
                  label={t('examQuestion:fields.tags')}
                  placeholder={t('examQuestion:placeholders.tags')}
                  splitChars={[',', '，']}
                  acceptValueOnBlur
                  maxTags={20}
                  {...form.getInputProps('tags')}
                  error={message(form.errors['tags'])}
                />
              </Grid.Col>
            </Grid>
          </Paper>
          <Paper withBorder p="md" radius="sm">
            <RichTextField
              label={t('examQuestion:fields.explanation')}
              value={values.explanation}
              onChange={(html) => form.setFieldValue('explanation', html)}
              error={message(form.errors['explanation'])}
              minHeight={90}
            />
          </Paper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={leave} disabled={saving !== undefined}>
              {t('crud:dialog.cancel')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={saving === 'another'}
              disabled={saving === 'save'}
              onClick={() => void save('another')}
            >
              {t('examQuestion:editor.saveAndAdd')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={saving === 'save'}
              disabled={saving === 'another'}
              onClick={() => void save('save')}
            >
              {t('examQuestion:editor.save')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Stack>
  );
}
