import { Button, Group, Loader, Modal, Switch, Text, Title } from '@mantine/core';
import { IconFileTypeDocx, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaperDetailQuery, type PaperDetailQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { RestFileError } from '../../../shared/files/authorized-file';
import { formatPoints } from '../question/question-labels';
import { StoredHtml } from '../question/QuestionBody';
import { useFixedOptionLabel } from '../take/OptionContent';
import { exportPaper, type PaperExportFormat } from './paper-export';
import classes from './PaperPrint.module.css';

type PrintedQuestion = NonNullable<NonNullable<PaperDetailQuery['paper']['sections'][number]['questions'][number]['question']>>;

const letter = (index: number) => String.fromCharCode(65 + index);

/** The print view of a paper: questions in order with points and options, answers and explanations by choice; print, Word, PDF. */
export function PaperPrintModal({ paperId, onClose }: { paperId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [withAnswers, setWithAnswers] = useState(false);
  const [downloading, setDownloading] = useState<PaperExportFormat | null>(null);
  const download = async (id: string, format: PaperExportFormat) => {
    setDownloading(format);
    try {
      await exportPaper(id, format, withAnswers, `${t('examPaper:print.title')}.${format}`);
    } catch (failure) {
      notifyError(
        failure instanceof RestFileError && failure.message ? failure.message : errorMessage(failure, t),
        'exam-paper-export-error',
      );
    } finally {
      setDownloading(null);
    }
  };
  // The toolbar sits in the dialog's sticky header, so it stays in reach while the sheet scrolls.
  return (
    <Modal.Root opened={paperId !== undefined} onClose={onClose} fullScreen>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header className={classes.noPrint}>
          <Modal.Title>{t('examPaper:print.title')}</Modal.Title>
          {paperId !== undefined && (
            <Group gap="sm" wrap="wrap" mx="md">
              <Switch
                label={t('examPaper:print.withAnswers')}
                checked={withAnswers}
                onChange={(event) => setWithAnswers(event.currentTarget.checked)}
              />
              <Button size="xs" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
                {t('examPaper:print.print')}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconFileTypeDocx size={16} aria-hidden />}
                loading={downloading === 'docx'}
                onClick={() => void download(paperId, 'docx')}
              >
                {t('examPaper:print.word')}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                loading={downloading === 'pdf'}
                onClick={() => void download(paperId, 'pdf')}
              >
                {t('examPaper:print.pdf')}
              </Button>
            </Group>
          )}
          <Modal.CloseButton ms="auto" />
        </Modal.Header>
        <Modal.Body>{paperId !== undefined && <PrintContent paperId={paperId} withAnswers={withAnswers} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function PrintOption({ question, index, content }: { question: PrintedQuestion; index: number; content: string }) {
  const label = useFixedOptionLabel(question.questionType, content);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text span fw={600}>
        {letter(index)}.
      </Text>
      {label ? <Text span>{label}</Text> : <StoredHtml html={content} />}
    </Group>
  );
}

function AnswerLine({ question }: { question: PrintedQuestion }) {
  const { t } = useTranslation();
  const options = [...question.options].sort((left, right) => left.sort - right.sort);
  let answer = '';
  if (question.questionType === 'FILL_BLANK') {
    answer = question.blanks.map((alternatives, index) => `(${index + 1}) ${alternatives.join(' / ')}`).join('  ');
  } else if (options.length > 0) {
    answer = options.flatMap((option, index) => (option.isCorrect ? [letter(index)] : [])).join(', ');
  }
  return (
    <>
      {(answer || question.referenceAnswer) && (
        <div className={classes.answer}>
          <Text span fw={700}>
            {t('examPaper:print.answer')}:{' '}
          </Text>
          {answer || <StoredHtml html={question.referenceAnswer ?? ''} />}
        </div>
      )}
      {question.explanation && (
        <div className={classes.explanation}>
          <Text span fw={700}>
            {t('examPaper:print.explanation')}:{' '}
          </Text>
          <StoredHtml html={question.explanation} />
        </div>
      )}
    </>
  );
}

function PrintContent({ paperId, withAnswers }: { paperId: string; withAnswers: boolean }) {
  const { t } = useTranslation();
  const { data } = usePaperDetailQuery({ variables: { id: paperId }, fetchPolicy: 'network-only' });
  const paper = data?.paper;
  if (!paper) {
    return <Loader role="status" aria-label={t('examQuestion:preview.loading')} />;
  }
  let number = 0;
  return (
    <>
      <article className={classes.sheet} aria-label={t('examPaper:print.sheet')}>
        <Title order={2} ta="center">
          {paper.name}
        </Title>
        <Text ta="center" c="dimmed" size="sm">
          {t('examPaper:preview.summary', {
            total: formatPoints(paper.totalScore),
            pass: formatPoints(paper.passScore),
            minutes: paper.suggestedDurationMin ?? '—',
          })}
        </Text>
        {paper.description && <Text mt="sm">{paper.description}</Text>}
        {[...paper.sections]
          .sort((left, right) => left.sort - right.sort)
          .map((section) => (
            <section key={section.id}>
              <Title order={3} mt="lg" fz="h4">
                {section.title}
              </Title>
              {section.instructions && (
                <Text size="sm" c="dimmed">
                  {section.instructions}
                </Text>
              )}
              {[...section.questions]
                .sort((left, right) => left.sort - right.sort)
                .map((item) => {
                  const question = item.question;
                  if (!question) {
                    return null;
                  }
                  number += 1;
                  return (
                    <div key={item.id} className={classes.question} data-testid="print-question">
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        <Text span fw={700}>
                          {number}.
                        </Text>
                        <Text span c="dimmed">
                          [{t(`examQuestion:types.${question.questionType}`)}]
                        </Text>
                        <StoredHtml html={question.stem} />
                        <Text span c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {t('examQuestion:preview.points', { points: formatPoints(item.score) })}
                        </Text>
                      </Group>
                      <div className={classes.options}>
                        {[...question.options]
                          .sort((left, right) => left.sort - right.sort)
                          .map((option, index) => (
                            <PrintOption key={option.id} question={question} index={index} content={option.content} />
                          ))}
                      </div>
                      {withAnswers && <AnswerLine question={question} />}
                    </div>
                  );
                })}
              {section.drawRules.map((rule) => (
                <Text key={rule.id} size="sm" c="dimmed" mt="sm">
                  {t('examPaper:print.drawn', {
                    count: rule.count,
                    bank: rule.bankName ?? '',
                    type: t(`examQuestion:types.${rule.questionType}`),
                    points: formatPoints(rule.scoreEach),
                  })}
                </Text>
              ))}
            </section>
          ))}
      </article>
    </>
  );
}
