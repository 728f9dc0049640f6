import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunReportLazyQuery } from '../../../generated/graphql';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { refusalText } from './refusal-text';
import type { ReportResult } from './ReportResultTable';
import { runParams, type ReportParamValues } from './ReportParamsForm';

/** Runs a report by id: the result, or the server's translated refusal (and its messages per parameter). */
export function useReportRun(id: string, paramNames: readonly string[]) {
  const { t } = useTranslation();
  const [load, { loading }] = useRunReportLazyQuery({ fetchPolicy: 'network-only' });
  const [result, setResult] = useState<ReportResult | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [params, setParams] = useState<ReportParamValues>({});

  const fail = (failure: unknown) => {
    setResult(undefined);
    setError(refusalText(failure, t));
    setFieldErrors(formFieldErrors(failure, paramNames));
  };
  const run = (values: ReportParamValues) => {
    setParams(values);
    load({ variables: { id, params: runParams(values) }, context: handledErrors })
      .then((answer) => {
        if (answer.error || !answer.data) {
          fail(answer.error);
          return;
        }
        setError(undefined);
        setFieldErrors({});
        setResult(answer.data.runReport);
      })
      .catch(fail);
  };
  return { run, running: loading, result, error, fieldErrors, params };
}
