import { Button } from '@mantine/core';
import { IconFileCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { examAction, type MyExam } from './exam-display';

/** Start, continue or view the result, as the server allows now (canStart, latest attempt). */
export function ExamActionButton({ exam, size = 'sm' }: { exam: MyExam; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('examTake');
  const action = examAction(exam);
  if (action === 'start' || action === 'continue') {
    return (
      <Button
        size={size}
        component={Link}
        to={`/exam/take/${exam.id}`}
        state={{ exam }}
        leftSection={<IconPlayerPlay size={14} />}
        aria-label={t(`my.action.${action}Named`, { name: exam.name })}
      >
        {t(`my.action.${action}`)}
      </Button>
    );
  }
  if (action === 'result' && exam.latestAttempt) {
    return (
      <Button
        size={size}
        variant="light"
        component={Link}
        to={`/exam/result/${exam.latestAttempt.id}`}
        leftSection={<IconFileCheck size={14} />}
        aria-label={t('my.action.resultNamed', { name: exam.name })}
      >
        {t('my.action.result')}
      </Button>
    );
  }
  return null;
}
