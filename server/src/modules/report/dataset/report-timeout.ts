import { AppError } from '../../../core/errors/app-error';

/** The translated error of a run that took longer than its definition allows. */
export function reportTimedOut(): AppError {
  return new AppError('QUOTA_EXCEEDED', 'report.timeout');
}
