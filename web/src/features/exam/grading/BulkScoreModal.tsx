import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkGradeQuestionMutation, useGradingQueueQuery, type GradingQueueState } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { serverMessage } from '../bank/server-message';
import { BlockableButton } from './BlockableButton';
import { lockedByOther } from './grading-types';
import { handleScoreKey } from './score-shortcuts';
import { ScoreQuickButtons } from './ScoreQuickButtons';

/** The most answers one bulk score takes (the server's limit). */
const LIMIT = 200;

/**
 * Bulk scoring of one question across candidates: pick the question, tick the answers (those another grader
 * holds cannot be ticked), give them one score and optional comment; the server applies it to all or none.
 */
export function BulkScoreModal({
  examinationId,
  opened,
  questions,
  userId,
  nameOf,
  onClose,
  onDone,
}: {
  examinationId: string;
  opened: boolean;
  questions: Array<{ value: string; label: string }>;
  userId: string | undefined;
  nameOf: (id: string | null | undefined) => string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('grading');
  const [questionId, setQuestionId] = useState('');
  const [state, setState] = useState<GradingQueueState>('PENDING');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [score, setScore] = useState<number | string>('');
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ score?: string; comment?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const answers = useGradingQueueQuery({
    variables: { examinationId, filter: { questionId, state }, page: { current: 1, size: LIMIT } },
    skip: !opened || !questionId,
    fetchPolicy: 'network-only',
  });
  const [bulkGrade, { loading }] = useBulkGradeQuestionMutation({ context: handledErrors });
  const records = useMemo(() => (questionId ? (answers.data?.gradingQueue.records ?? []) : []), [answers.data, questionId]);
  const selectable = records.filter((record) => !lockedByOther(record, userId));
  const max = records[0]?.maxScore;
  const chosen = records.filter((record) => selected.has(record.id));

  const reset = () => {
    setQuestionId('');
    setState('PENDING');
    setSelected(new Set());
    setScore('');
    setComment('');
    setReason('');
    setErrors({});
    setFailure(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };
  const pickQuestion = (value: string) => {
    setQuestionId(value);
    setSelected(new Set());
    setFailure(undefined);
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) {
        next.add(id);
      } else {
        next.delete(id);
      }
      return next;
    });

  const submit = () => {
    setFailure(undefined);
    const value = Number(score);
    const scoreProblem =
      score === ''
        ? t('form.scoreRequired')
        : !Number.isFinite(value) || value < 0 || (max !== undefined && value > max)
          ? t('form.scoreRange', { max: max ?? 0 })
          : undefined;
    const problems = {
      score: scoreProblem,
      comment: comment.length > 4000 ? t('form.commentTooLong') : undefined,
      reason: reason.length > 500 ? t('form.reasonTooLong') : undefined,
    };
    setErrors(problems);
    if (problems.score || problems.comment || problems.reason) {
      return;
    }
    bulkGrade({
      variables: {
        input: {
          examinationId,
          questionId,
          itemIds: chosen.map((record) => record.id),
          score: value,
          comment: comment.trim() || null,
          reason: reason.trim() || null,
        },
      },
    })
      .then((result) => {
        if (result.data) {
          notifySuccess(t('bulk.done', { count: result.data.bulkGradeQuestion.graded }));
          onDone();
          close();
        }
      })
      .catch((error: unknown) => {
        const fields = formFieldErrors(error, ['score', 'comment', 'reason']);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
        } else {
          setFailure(serverMessage(error) ?? errorMessage(error, t));
        }
        answers.refetch().catch(() => undefined);
      });
  };

  const allChosen = selectable.length > 0 && selectable.every((record) => selected.has(record.id));
  const blockedReason = !questionId ? t('bulk.chooseQuestionFirst') : chosen.length === 0 ? t('bulk.selectFirst') : undefined;
  return (
    <Modal opened={opened} onClose={close} title={t('bulk.title')} size="xl" closeButtonProps={{ 'aria-label': t('panel.close') }}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('bulk.question')}
            data={questions}
            value={questionId || null}
            onChange={(value) => pickQuestion(value ?? '')}
            searchable
            withAsterisk
            nothingFoundMessage={t('filter.nothingFound')}
            style={{ flex: 1, minWidth: 260 }}
          />
          <SegmentedControl
            aria-label={t('filter.state')}
            value={state}
            onChange={(value) => {
              setState(value as GradingQueueState);
              setSelected(new Set());
            }}
            data={(['PENDING', 'ALL'] as const).map((value) => ({ value, label: t(`queueState.${value}`) }))}
          />
        </Group>
        {questionId && (
          <ScrollArea.Autosize mah={320} type="auto">
            <Table striped highlightOnHover withTableBorder aria-label={t('bulk.answers')} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('bulk.selectAll')}
                      checked={allChosen}
                      indeterminate={!allChosen && chosen.length > 0}
                      disabled={selectable.length === 0}
                      onChange={(event) =>
                        setSelected(event.currentTarget.checked ? new Set(selectable.map((record) => record.id)) : new Set())
                      }
                    />
                  </Table.Th>
                  <Table.Th>{t('queue.candidate')}</Table.Th>
                  <Table.Th>{t('panel.answer')}</Table.Th>
                  <Table.Th>{t('queue.score')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text size="sm" c="dimmed" ta="center">
                        {answers.loading ? t('bulk.loading') : t('queue.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {records.map((record) => {
                  const locked = lockedByOther(record, userId);
                  const name = `${record.candidateName} (${record.account})`;
                  return (
                    <Table.Tr key={record.id}>
                      <Table.Td>
                        <Tooltip label={t('bulk.lockedBy', { name: nameOf(record.lockedBy) })} disabled={!locked}>
                          <Checkbox
                            aria-label={t('bulk.selectOne', { name })}
                            checked={selected.has(record.id)}
                            disabled={locked}
                            onChange={(event) => toggle(record.id, event.currentTarget.checked)}
                          />
                        </Tooltip>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{name}</Text>
                        {locked && (
                          <Badge size="xs" color="red" variant="light">
                            {t('bulk.lockedBy', { name: nameOf(record.lockedBy) })}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={2} maw={420}>
                          {record.questionType === 'FILE_UPLOAD'
                            ? record.files.map((file) => file.filename).join(', ') || t('panel.noFiles')
                            : record.answerText || t('panel.noAnswer')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {record.score === null
                          ? t('queue.noScore', { max: record.maxScore })
                          : t('queue.scoreOf', { score: record.score, max: record.maxScore })}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <Group
          gap="sm"
          align="flex-end"
          wrap="wrap"
          onKeyDown={(event) =>
            max !== undefined && handleScoreKey(event, max, { set: setScore, saveNext: () => blockedReason === undefined && submit() })
          }
        >
          <NumberInput
            label={max === undefined ? t('bulk.score') : t('form.score', { max })}
            min={0}
            max={max}
            step={0.5}
            decimalScale={2}
            allowNegative={false}
            data-score-field=""
            value={score}
            onChange={setScore}
            error={errors.score}
            withAsterisk
            w={200}
          />
          {max !== undefined && <ScoreQuickButtons max={max} onSet={setScore} />}
        </Group>
        <Textarea
          label={t('bulk.comment')}
          description={t('bulk.commentHint')}
          autosize
          minRows={2}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={errors.comment}
        />
        <TextInput
          label={t('form.reason')}
          description={t('form.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('regrade.close')}
          </Button>
          <BlockableButton blockedReason={blockedReason} loading={loading} onClick={submit}>
            {t('bulk.submit', { count: chosen.length })}
          </BlockableButton>
        </Group>
      </Stack>
    </Modal>
  );
}
