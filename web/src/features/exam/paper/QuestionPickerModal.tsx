import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaperPickerQuestionsQuery, useQuestionBankOptionsQuery, type PaperPickerQuestionsQuery, type QuestionType } from '../../../generated/graphql';
import { DifficultyBadge, formatPoints, plainText, QuestionTypeBadge, questionTypes } from '../question/question-labels';

export type PickedQuestion = PaperPickerQuestionsQuery['questions']['records'][number];

const pageSize = 10;

/**
 * Picks ENABLED questions for a section (only enabled questions enter papers): filters by bank, type and
 * stem text, selection across pages; questions already in the paper are not offered again.
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

function PickerContent({ excludedIds, onCancel, onPick }: { excludedIds: ReadonlySet<string>; onCancel: () => void; onPick: (questions: PickedQuestion[]) => void }) {
  const { t } = useTranslation();
  const [bankId, setBankId] = useState<string | null>(null);
  const [questionType, setQuestionType] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [appliedKeyword, setAppliedKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<PickedQuestion[]>([]);
  const banks = useQuestionBankOptionsQuery({ fetchPolicy: 'cache-first' });
  const { data, loading } = usePaperPickerQuestionsQuery({
    variables: {
      filter: {
        questionStatus: 'ENABLED',
        ...(bankId ? { bankId } : {}),
        ...(questionType ? { questionType: questionType as QuestionType } : {}),
        ...(appliedKeyword.trim() ? { keyword: appliedKeyword.trim() } : {}),
      },
      page: { current: page, size: pageSize },
    },
    fetchPolicy: 'cache-and-network',
  });
  const records = data?.questions.records ?? [];
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
        isRecordSelectable={(record) => !excludedIds.has(record.id)}
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
          { accessor: 'questionType', title: t('examQuestion:fields.type'), noWrap: true, render: (record) => <QuestionTypeBadge type={record.questionType} /> },
          { accessor: 'difficulty', title: t('examQuestion:fields.difficulty'), noWrap: true, render: (record) => <DifficultyBadge level={record.difficulty} /> },
          { accessor: 'defaultScore', title: t('examQuestion:fields.defaultScore'), noWrap: true, render: (record) => formatPoints(record.defaultScore) },
        ]}
      />
      <Group justify="space-between">
        <Text size="sm">{t('examPaper:picker.selected', { count: selected.length })}</Text>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('crud:dialog.cancel')}
          </Button>
          <Button disabled={selected.length === 0} onClick={() => onPick(selected)}>
            {t('examPaper:picker.add', { count: selected.length })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
