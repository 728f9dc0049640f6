import { useEffect } from 'react';
import { PageLoader } from '../../shared/ui/PageLoader';
import { startProgress } from './progress-store';

/** Suspense fallback of a lazy page: a spinner, and the top progress bar while the code loads. */
export function PageLoading() {
  useEffect(() => startProgress(), []);
  return <PageLoader />;
}
