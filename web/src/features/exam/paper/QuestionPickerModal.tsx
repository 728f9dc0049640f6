import { Button, Group, Modal, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCirclePlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePaperPickerQuestionsQuery,
  useQuestionBankOptionsQuery,
  useUpdateQuestionStatusMutation,
  type PaperPickerQuestionsQuery,
  type QuestionStatus,
  type QuestionType,
  type SortInput,
} from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { usePermission } from '../../../shared/permission/usePermission';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { serverMessage } from '../bank/server-message';
import {
  DifficultyBadge,
  formatPoints,
  plainText,
  QuestionStatusBadge,
  QuestionTypeBadge,
  questionTypes,
} from '../question/question-labels';

export type PickedQuestion = PaperPickerQuestionsQuery['questions']['records'][number];

const pageSize = 10;

/** Only enabled questions enter papers; drafts are offered too and enabled when added. Disabled ones were withdrawn. */
export const PICKER_STATUSES: QuestionStatus[] = ['ENABLED', 'DRAFT'];

/**
 * The picker's order: the authoring order, oldest first (createTime ascending; the server breaks ties by
 * the id, a snowflake that grows with creation), so a bank's questions come in the order they were
 * written, the same on every page and every reload.
 */
export const PICKER_ORDER: SortInput[] = [{ field: 'createTime', direction: 'ASC' }];

/**
 * Picks questions for a section: filters by bank, type and stem text, selection across pages; questions
 * already in the paper are not offered again. Drafts are listed with the enabled questions: adding one
 * (its own "enable and add" or the selection) enables it first, which needs exam_question_status as on
 * the question page; without it a draft cannot be picked and says why.
 */
export function QuestionPickerModal({
  opened,
  excludedIds,
  onClose,
  onPick,
}: {
  opened: boolean;
  excludedIds: ReadonlySet<string>;
  onClose: () => void;
  onPick: (questions: PickedQuestion[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('examPaper:picker.title')} size={980} centered>
      {opened && <PickerContent excludedIds={excludedIds} onCancel={onClose} onPick={onPick} />}
    </Modal>
  );
}

function PickerContent({
  excludedIds,
  onCancel,
  onPick,
}: {
  excludedIds: ReadonlySet<string>;
  onCancel: () => void;
  onPick: (questions: PickedQuestion[]) => void;
}) {
  const { t } = useTranslation();
  const [bankId, setBankId] = useState<string | null>(null);
  const [questionType, setQuestionType] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [appliedKeyword, setAppliedKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<PickedQuestion[]>([]);
  const [enabling, setEnabling] = useState(false);
  const canEnable = usePermission('exam_question_status');
  const [updateStatus] = useUpdateQuestionStatusMutation({ context: handledErrors });
  const banks = useQuestionBankOptionsQuery({ fetchPolicy: 'cache-first' });
  const { data, loading } = usePaperPickerQuestionsQuery({
    variables: {
      sort: PICKER_ORDER,
      filter: {
        questionStatuses: PICKER_STATUSES,
        ...(bankId ? { bankId } : {}),
        ...(questionType ? { questionType: questionType as QuestionType } : {}),
        ...(appliedKeyword.trim() ? { keyword: appliedKeyword.trim() } : {}),
      },
      page: { current: page, size: pageSize },
    },
    fetchPolicy: 'cache-and-network',
  });
  const records = data?.questions.records ?? [];
  const isDraft = (record: PickedQuestion) => record.questionStatus === 'DRAFT';
  const pickable = (record: PickedQuestion) => !excludedIds.has(record.id) && (canEnable || !isDraft(record));
  const drafts = selected.filter(isDraft).length;

  /** Enables the drafts among `questions` (one call), then hands all of them to the section. */
  const enableAndPick = async (questions: PickedQuestion[]) => {
    const draftIds = questions.filter(isDraft).map((question) => question.id);
    if (draftIds.length > 0) {
      setEnabling(true);
      try {
        await updateStatus({ variables: { ids: draftIds, status: 'ENABLED' } });
        notifySuccess(t('examPaper:picker.enabled', { count: draftIds.length }));
      } catch (failure) {
        notifyError(serverMessage(failure) ?? errorMessage(failure, t), 'exam-paper-picker-enable');
        return;
      } finally {
        setEnabling(false);
      }
    }
    onPick(questions.map((question) => ({ ...question, questionStatus: 'ENABLED' })));
  };
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Select
          label={t('examQuestion:fields.bank')}
          placeholder={t('examPaper:picker.anyBank')}
          data={(banks.data?.questionBanks.records ?? []).map((bank) => ({ value: bank.id, label: bank.name }))}
          value={bankId}
          onChange={(value) => {
            setBankId(value);
            setPage(1);
          }}
          clearable
          searchable
          w={220}
        />
        <Select
          label={t('examQuestion:fields.type')}
          placeholder={t('examPaper:picker.anyType')}
          data={questionTypes.map((value) => ({ value, label: t(`examQuestion:types.${value}`) }))}
          value={questionType}
          onChange={(value) => {
            setQuestionType(value);
            setPage(1);
          }}
          clearable
          w={180}
        />
        <TextInput
          label={t('examQuestion:fields.keyword')}
          placeholder={t('examQuestion:placeholders.keyword')}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              setAppliedKeyword(keyword);
              setPage(1);
            }
          }}
          w={220}
        />
        <Button
          variant="light"
          onClick={() => {
            setAppliedKeyword(keyword);
            setPage(1);
          }}
        >
          {t('crud:search.submit')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('examPaper:picker.enabledOnly')}
      </Text>
      <DataTable
        withTableBorder
        striped
        minHeight={200}
        fetching={loading}
        records={records}
        idAccessor="id"
        aria-label={t('examPaper:picker.title')}
        isRecordSelectable={pickable}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        allRecordsSelectionCheckboxProps={{ 'aria-label': t('examPaper:picker.selectPage') }}
        selectionCheckboxProps={{ 'aria-label': t('examPaper:picker.selectRow') }}
        totalRecords={data?.questions.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        noRecordsText={t('examPaper:picker.none')}
        columns={[
          {
            accessor: 'stem',
            title: t('examQuestion:fields.stem'),
            render: (record) => (
              <Text size="sm" lineClamp={2} c={excludedIds.has(record.id) ? 'dimmed' : undefined}>
                {plainText(record.stem, t('examQuestion:image'))}
                {excludedIds.has(record.id) ? ` (${t('examPaper:picker.alreadyIn')})` : ''}
              </Text>
            ),
          },
          { accessor: 'bankName', title: t('examQuestion:fields.bank'), noWrap: true },
          {
            accessor: 'questionType',
            title: t('examQuestion:fields.type'),
            noWrap: true,
            render: (record) => <QuestionTypeBadge type={record.questionType} />,
          },
          {
            accessor: 'difficulty',
            title: t('examQuestion:fields.difficulty'),
            noWrap: true,
            render: (record) => <DifficultyBadge level={record.difficulty} />,
          },
          {
            accessor: 'defaultScore',
            title: t('examQuestion:fields.defaultScore'),
            noWrap: true,
            render: (record) => formatPoints(record.defaultScore),
          },
          {
            accessor: 'questionStatus',
            title: t('examQuestion:fields.status'),
            noWrap: true,
            render: (record) => <QuestionStatusBadge status={record.questionStatus} />,
          },
          {
            accessor: 'actions',
            title: '',
            noWrap: true,
            render: (record) =>
              isDraft(record) && !excludedIds.has(record.id) ? (
                <Tooltip label={canEnable ? t('examPaper:picker.enableAndAdd') : t('examPaper:picker.cannotEnable')}>
                  {/* A disabled button gets no pointer events: the wrapper receives the hover, so the reason still shows. */}
                  <span style={{ display: 'inline-flex' }} tabIndex={canEnable ? undefined : 0}>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="green"
                      leftSection={<IconCirclePlus size={14} aria-hidden />}
                      aria-label={`${plainText(record.stem, t('examQuestion:image')).slice(0, 60)}: ${t('examPaper:picker.enableAndAdd')}`}
                      disabled={!canEnable || enabling}
                      onClick={() => void enableAndPick([record])}
                    >
                      {t('examPaper:picker.enableAndAdd')}
                    </Button>
                  </span>
                </Tooltip>
              ) : null,
          },
        ]}
      />
      <Group justify="space-between">
        <Text size="sm">{t('examPaper:picker.selected', { count: selected.length })}</Text>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('crud:dialog.cancel')}
          </Button>
          <Button disabled={selected.length === 0} loading={enabling} onClick={() => void enableAndPick(selected)}>
            {drafts > 0
              ? t('examPaper:picker.addWithDrafts', { drafts, count: selected.length })
              : t('examPaper:picker.add', { count: selected.length })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
