import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconCopy, IconDeviceFloppy, IconLock, IconPlus, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useMarkPaperReadyMutation,
  usePaperDetailQuery,
  useQuestionBankOptionsQuery,
  useSubmitPaperMutation,
} from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { usePermission } from '../../../shared/permission/usePermission';
import { GuardedDrawer, useDiscardGuard } from '../../../shared/ui/crud/discard-guard';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { serverFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { serverMessage } from '../bank/server-message';
import { formatPoints } from '../question/question-labels';
import { PaperModeBadge, PaperStatusBadge } from './paper-labels';
import {
  draftKey,
  draftProblems,
  followingPassScore,
  newSection,
  paperInputOf,
  paperTotal,
  sectionsOf,
  type PaperDetail,
  type SectionDraft,
} from './paper-draft';
import { QuestionPickerModal, type PickedQuestion } from './QuestionPickerModal';
import { SectionCard } from './SectionCard';

/**
 * The paper editor: sections (add, rename, reorder, remove), fixed questions picked from ENABLED
 * questions with score and order, draw rules with the pool the server reports, the live total, save and
 * mark ready. A LOCKED paper is read-only with a banner and a copy action. Closing it with unsaved changes asks first.
 */
export function PaperEditorDrawer({
  paperId,
  onClose,
  onChanged,
  onCopy,
}: {
  paperId: string | undefined;
  onClose: () => void;
  onChanged: () => void;
  onCopy: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <GuardedDrawer opened={paperId !== undefined} onClose={onClose} position="right" size="82%" title={t('examPaper:editor.title')}>
      {paperId !== undefined && <EditorContent key={paperId} paperId={paperId} onChanged={onChanged} onCopy={onCopy} />}
    </GuardedDrawer>
  );
}

function EditorContent({ paperId, onChanged, onCopy }: { paperId: string; onChanged: () => void; onCopy: (id: string) => void }) {
  const { t } = useTranslation();
  const { data, refetch } = usePaperDetailQuery({ variables: { id: paperId }, fetchPolicy: 'network-only' });
  const banks = useQuestionBankOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const [submitPaper] = useSubmitPaperMutation({ context: handledErrors });
  const [markReady] = useMarkPaperReadyMutation({ context: handledErrors });
  const canEdit = usePermission('exam_paper_edit');
  const canCopy = usePermission('exam_paper_add');
  const [sections, setSections] = useState<SectionDraft[] | undefined>(undefined);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<'save' | 'ready' | undefined>(undefined);
  const [pickingFor, setPickingFor] = useState<number | undefined>(undefined);
  const paper = data?.paper;

  useEffect(() => {
    if (paper) {
      setSections(sectionsOf(paper));
    }
  }, [paper]);

  // Unsaved changes: the paper as the editor would save it differs from the paper as loaded.
  const baseline = useMemo(() => (paper ? JSON.stringify(paperInputOf(paper, sectionsOf(paper))) : ''), [paper]);
  useDiscardGuard(paper !== undefined && sections !== undefined && JSON.stringify(paperInputOf(paper, sections)) !== baseline);

  const bankOptions = useMemo(
    () => (banks.data?.questionBanks.records ?? []).map((bank) => ({ value: bank.id, label: bank.name })),
    [banks.data],
  );
  const pickedIds = useMemo(
    () => new Set((sections ?? []).flatMap((section) => section.questions.map((item) => item.questionId))),
    [sections],
  );

  if (!paper || !sections) {
    return <Loader role="status" aria-label={t('examQuestion:preview.loading')} />;
  }
  const locked = paper.paperStatus === 'LOCKED' || paper.paperStatus === 'ARCHIVED';
  const readOnly = locked || !canEdit;

  const change = (index: number, next: SectionDraft) =>
    setSections(sections.map((section, position) => (position === index ? next : section)));
  const moveSection = (from: number, to: number) => {
    const next = [...sections];
    const [moved] = next.splice(from, 1);
    if (moved) {
      next.splice(to, 0, moved);
      setSections(next);
    }
  };
  const addPicked = (picked: PickedQuestion[]) => {
    if (pickingFor === undefined) {
      return;
    }
    const section = sections[pickingFor];
    if (section) {
      change(pickingFor, {
        ...section,
        questions: [
          ...section.questions,
          ...picked.map((question) => ({
            key: draftKey('item'),
            questionId: question.id,
            score: question.defaultScore,
            questionType: question.questionType,
            stem: question.stem,
            bankName: question.bankName ?? '',
            difficulty: question.difficulty,
          })),
        ],
      });
    }
    setPickingFor(undefined);
  };

  const failed = (failure: unknown) => {
    const messages = serverFieldErrors(failure).map((problem) => problem.message);
    setProblems(messages.length > 0 ? messages : [serverMessage(failure) ?? errorMessage(failure, t)]);
  };

  const save = async (): Promise<PaperDetail | undefined> => {
    const found = draftProblems(sections);
    if (found.length > 0) {
      setProblems(found.map((problem) => t(problem.key, problem.params)));
      return undefined;
    }
    setProblems([]);
    try {
      await submitPaper({ variables: { input: paperInputOf(paper, sections) } });
      const reloaded = await refetch();
      onChanged();
      return reloaded.data?.paper;
    } catch (failure) {
      failed(failure);
      return undefined;
    }
  };

  const saveOnly = async () => {
    setBusy('save');
    if (await save()) {
      notifySuccess(t('crud:notify.updated'));
    }
    setBusy(undefined);
  };

  const saveAndReady = async () => {
    setBusy('ready');
    if (await save()) {
      try {
        await markReady({ variables: { id: paper.id } });
        await refetch();
        onChanged();
        notifySuccess(t('examPaper:notify.ready'));
      } catch (failure) {
        failed(failure);
        notifyError(serverMessage(failure) ?? errorMessage(failure, t));
      }
    }
    setBusy(undefined);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {paper.name}
          </Text>
          <Group gap="xs">
            <PaperModeBadge mode={paper.mode} />
            <PaperStatusBadge status={paper.paperStatus} />
            <Text size="sm" c="dimmed" data-testid="paper-pass-score">
              {paper.passScorePct === null || paper.passScorePct === undefined
                ? t('examPaper:editor.passScore', { points: formatPoints(paper.passScore) })
                : t('examPaper:editor.passFollows', {
                    points: formatPoints(followingPassScore(paperTotal(sections), paper.passScorePct)),
                    pct: paper.passScorePct,
                  })}
            </Text>
          </Group>
        </Stack>
        <Text fw={700} size="xl" role="status" aria-live="polite">
          {t('examPaper:editor.total', { points: formatPoints(paperTotal(sections)) })}
        </Text>
      </Group>
      {locked && (
        <Alert color="orange" icon={<IconLock size={18} aria-hidden />} title={t('examPaper:editor.lockedTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('examPaper:editor.lockedText')}</Text>
            {canCopy && (
              <Button
                size="xs"
                variant="white"
                color="orange"
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={() => onCopy(paper.id)}
              >
                {t('examPaper:actions.copy')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {paper.warnings.length > 0 && (
        <Alert color="yellow" title={t('examPaper:editor.warnings')}>
          <List size="sm">
            {paper.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="red" title={t('examPaper:editor.problems')} role="alert">
          <List size="sm">
            {problems.map((problem, index) => (
              <List.Item key={`${index}-${problem}`}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {sections.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('examPaper:sections.none')}
        </Text>
      )}
      {sections.map((section, index) => (
        <SectionCard
          key={section.key}
          section={section}
          index={index}
          count={sections.length}
          mode={paper.mode}
          readOnly={readOnly}
          bankOptions={bankOptions}
          onChange={(next) => change(index, next)}
          onMove={(to) => moveSection(index, to)}
          onRemove={() => setSections(sections.filter((_, position) => position !== index))}
          onPick={() => setPickingFor(index)}
        />
      ))}
      {!readOnly && (
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setSections([...sections, newSection(t('examPaper:sections.defaultTitle', { number: sections.length + 1 }))])}
          >
            {t('examPaper:sections.add')}
          </Button>
          <Group gap="sm">
            <Button
              variant="light"
              color="green"
              leftSection={<IconRosetteDiscountCheck size={16} aria-hidden />}
              loading={busy === 'ready'}
              disabled={busy === 'save'}
              onClick={() => void saveAndReady()}
            >
              {t('examPaper:actions.saveAndReady')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={busy === 'save'}
              disabled={busy === 'ready'}
              onClick={() => void saveOnly()}
            >
              {t('examPaper:actions.save')}
            </Button>
          </Group>
        </Group>
      )}
      <QuestionPickerModal
        opened={pickingFor !== undefined}
        excludedIds={pickedIds}
        onClose={() => setPickingFor(undefined)}
        onPick={addPicked}
      />
    </Stack>
  );
}
