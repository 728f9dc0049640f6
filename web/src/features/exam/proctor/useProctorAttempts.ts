import { useEffect, useMemo, useState } from 'react';
import { useProctorAttemptsQuery, type AttemptState } from '../../../generated/graphql';

/** The console refreshes this often (and whenever the window gets the focus back). */
export const REFRESH_MS = 10_000;

export interface ProctorFilterValue {
  state: AttemptState | null;
  keyword: string;
}

/**
 * One page of an examination's attempts, polled every 10 s and refetched on focus. `receivedAt` is the local
 * time the rows arrived: the countdown runs from the server's serverNow at that moment.
 */
export function useProctorAttempts(examinationId: string, filter: ProctorFilterValue, page: number, size: number) {
  const variables = useMemo(
    () => ({ examinationId, filter: { state: filter.state, keyword: filter.keyword.trim() || null }, page: { current: page, size } }),
    [examinationId, filter.keyword, filter.state, page, size],
  );
  const query = useProctorAttemptsQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    pollInterval: REFRESH_MS,
    notifyOnNetworkStatusChange: false,
  });
  const { refetch } = query;
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  const data = query.data?.proctorAttempts;
  useEffect(() => {
    if (data) {
      setReceivedAt(Date.now());
    }
  }, [data]);
  useEffect(() => {
    const onFocus = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  return { rows: data?.records ?? [], total: data?.total ?? 0, loading: query.loading && !data, error: query.error, receivedAt, refetch };
}
