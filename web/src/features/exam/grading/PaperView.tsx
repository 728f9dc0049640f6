import { Alert, Badge, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradingPaperQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { BlockableButton } from './BlockableButton';
import { nextManualItem } from './paper-types';
import { PaperItemCard } from './PaperItemCard';
import { ShortcutHelp } from './ScoreQuickButtons';

const attemptStateColor: Record<string, string> = { NEEDS_MANUAL_GRADING: 'orange', GRADED: 'green' };

/**
 * Grading by paper: a candidate's whole paper (every question in the candidate's order with the answer, automatic
 * scores shown, manual answers scored in place) and the previous / next paper awaiting grading. `attemptId`
 * undefined opens the first paper awaiting grading (and pins it once loaded).
 */
export function PaperView({
  examinationId,
  attemptId,
  onAttemptChange,
  userId,
  nameOf,
  onChanged,
}: {
  examinationId: string;
  attemptId: string | undefined;
  onAttemptChange: (attemptId: string) => void;
  userId: string | undefined;
  nameOf: (id: string | null | undefined) => string;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('grading');
  const query = useGradingPaperQuery({ variables: { examinationId, attemptId: attemptId ?? null }, fetchPolicy: 'cache-and-network' });
  const paper = (query.data ?? query.previousData)?.gradingPaper;
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const pendingFocus = useRef<string | undefined>(undefined);
  /** Answers saved on this paper (the paper shown may not have refetched yet). */
  const savedHere = useRef({ attemptId: '', ids: new Set<string>() });
  const { refetch } = query;
  const [onlyManual, setOnlyManual] = useState(false);
  /** Set when "save and next" opened another paper: its first answer waiting gets the focus once it is shown. */
  const focusFirstPending = useRef(false);
  const shownAttempt = paper?.attemptId;

  useEffect(() => {
    if (!focusFirstPending.current || !paper) {
      return;
    }
    focusFirstPending.current = false;
    const first = paper.items.find((item) => item.manual && item.gradingState === 'NEEDS_MANUAL');
    const element = first ? inputs.current.get(first.id) : undefined;
    element?.focus();
  }, [shownAttempt]);

  useEffect(() => {
    if (!attemptId && paper) {
      onAttemptChange(paper.attemptId);
    }
  }, [attemptId, paper, onAttemptChange]);

  const inputRef = useCallback(
    (itemId: string) => (element: HTMLInputElement | null) => {
      if (element) {
        inputs.current.set(itemId, element);
        if (pendingFocus.current === itemId) {
          pendingFocus.current = undefined;
          element.focus();
        }
      } else {
        inputs.current.delete(itemId);
      }
    },
    [],
  );

  if (!paper) {
    if (query.error) {
      return (
        <Alert color="red" role="alert">
          {errorMessage(query.error, t)}
        </Alert>
      );
    }
    return query.loading ? (
      <PageLoader />
    ) : (
      <Card withBorder padding="xl" radius="md">
        <Text c="dimmed" ta="center" data-testid="paper-none">
          {t('paper.none')}
        </Text>
      </Card>
    );
  }

  const saved = (itemId: string, next: boolean) => {
    onChanged();
    if (savedHere.current.attemptId !== paper.attemptId) {
      savedHere.current = { attemptId: paper.attemptId, ids: new Set() };
    }
    savedHere.current.ids.add(itemId);
    const following = next ? nextManualItem(paper.items, itemId, savedHere.current.ids) : undefined;
    if (following) {
      // Focus it after the refetch re-renders the form (its key changes only for the saved item).
      const element = inputs.current.get(following.id);
      if (element) {
        element.focus();
        element.select();
      } else {
        pendingFocus.current = following.id;
      }
    }
    refetch()
      .then((result) => {
        const fresh = result.data?.gradingPaper;
        if (next && !following && fresh?.nextAttemptId) {
          focusFirstPending.current = true;
          onAttemptChange(fresh.nextAttemptId);
        }
      })
      .catch(() => undefined);
  };

  const noOther = paper.previousAttemptId === null ? t('paper.noOther') : undefined;
  const hasManual = paper.items.some((item) => item.manual);
  return (
    <Stack gap="md" data-testid="grading-paper">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={700} size="lg" data-testid="paper-candidate">
                {paper.candidateName} ({paper.account})
              </Text>
              <Badge variant="light" color={attemptStateColor[paper.gradingState] ?? 'gray'}>
                {t(`attemptState.${paper.gradingState}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('paper.meta', {
                attempt: paper.attemptNo,
                time: paper.submittedAt ? formatLocalizedDateTime(paper.submittedAt, i18n.language) : '—',
              })}
            </Text>
            <Text size="sm" data-testid="paper-total">
              {t('paper.total', { score: paper.totalScore ?? 0, max: paper.maxScore, pending: paper.pendingItems })}
            </Text>
          </Stack>
          <Stack gap={6} align="flex-end">
            <Text size="sm" c="dimmed" data-testid="paper-awaiting">
              {t('paper.awaiting', { count: paper.pendingPapers })}
            </Text>
            <Group gap="xs">
              <BlockableButton
                variant="default"
                blockedReason={noOther}
                onClick={() => paper.previousAttemptId && onAttemptChange(paper.previousAttemptId)}
              >
                {t('paper.previous')}
              </BlockableButton>
              <BlockableButton
                blockedReason={paper.nextAttemptId === null ? t('paper.noOther') : undefined}
                onClick={() => paper.nextAttemptId && onAttemptChange(paper.nextAttemptId)}
              >
                {t('paper.next')}
              </BlockableButton>
            </Group>
          </Stack>
        </Group>
      </Card>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <ShortcutHelp />
        <Switch label={t('paper.onlyManual')} checked={onlyManual} onChange={(event) => setOnlyManual(event.currentTarget.checked)} />
      </Group>
      {paper.items
        .filter((item) => item.manual || !onlyManual)
        .map((item) => (
          <PaperItemCard key={item.id} item={item} userId={userId} nameOf={nameOf} inputRef={inputRef(item.id)} onSaved={saved} />
        ))}
      {!hasManual && (
        <Text size="sm" c="dimmed">
          {t('paper.noManual')}
        </Text>
      )}
    </Stack>
  );
}
