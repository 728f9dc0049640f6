import { appConfig } from '../config/app-config';
import type { SessionUser } from './session-store';

export const studentHomePath = '/wel/studentindex';

/** Role aliases of people who take exams and do nothing else (the seeded student role). */
const STUDENT_ROLE_ALIASES: readonly string[] = ['student'];

/** A user whose roles are all student roles (not an administrator, teacher or staff member as well). */
export function isStudentOnly(user: Pick<SessionUser, 'roleAliases' | 'isAdministrator'> | undefined): boolean {
  if (!user || user.isAdministrator || user.roleAliases.length === 0) {
    return false;
  }
  return user.roleAliases.every((alias) => STUDENT_ROLE_ALIASES.includes(alias));
}

/** The user's own home: students land on the student home, everyone else on the staff home. */
export function homePathFor(user: Pick<SessionUser, 'roleAliases' | 'isAdministrator'> | undefined): string {
  return isStudentOnly(user) ? studentHomePath : appConfig.homePath;
}
