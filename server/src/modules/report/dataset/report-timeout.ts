import { AppError } from '../../../core/errors/app-error';

/** The translated error of a run that took longer than its definition allows. */
export function reportTimedOut(): AppError {
  return new AppError('QUOTA_EXCEEDED', 'report.timeout');
}

/** The work's result, or the timeout error when it takes longer than `timeoutMs` (the work itself is not stopped). */
export async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(reportTimedOut()), timeoutMs);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
