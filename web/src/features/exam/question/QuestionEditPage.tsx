import { Alert, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuestionDetailQuery } from '../../../generated/graphql';
import { emptyQuestion, fromQuestion, type QuestionFormValues } from './question-form';
import { QuestionEditor } from './QuestionEditor';

/**
 * /bdqn/examQuestionAdd: the question editor as a full page; `?id=` edits that question, `?bankId=`
 * starts a new one in that bank. "Save and add another" starts a fresh form in the same bank and type.
 */
export function QuestionEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  return id ? <EditExisting id={id} /> : <AddNew bankId={params.get('bankId') ?? ''} />;
}

function AddNew({ bankId }: { bankId: string }) {
  const [round, setRound] = useState<{ count: number; start: QuestionFormValues }>({ count: 0, start: emptyQuestion(bankId) });
  return (
    <QuestionEditor
      key={round.count}
      initialValues={round.start}
      onAddAnother={(saved) =>
        setRound((previous) => ({ count: previous.count + 1, start: emptyQuestion(saved.bankId, saved.questionType) }))
      }
    />
  );
}

function EditExisting({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuestionDetailQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const [round, setRound] = useState<{ count: number; start: QuestionFormValues } | undefined>(undefined);
  if (round) {
    return (
      <QuestionEditor
        key={`new-${round.count}`}
        initialValues={round.start}
        onAddAnother={(saved) =>
          setRound((previous) => ({ count: (previous?.count ?? 0) + 1, start: emptyQuestion(saved.bankId, saved.questionType) }))
        }
      />
    );
  }
  if (!data) {
    return loading || !error ? (
      <Loader role="status" aria-label={t('examQuestion:preview.loading')} />
    ) : (
      <Alert color="red" role="alert">
        {t('examQuestion:editor.notFound')}
      </Alert>
    );
  }
  return (
    <QuestionEditor
      key={id}
      questionId={id}
      version={data.question.version}
      initialValues={fromQuestion(data.question)}
      onAddAnother={(saved) => setRound({ count: 1, start: emptyQuestion(saved.bankId, saved.questionType) })}
    />
  );
}
