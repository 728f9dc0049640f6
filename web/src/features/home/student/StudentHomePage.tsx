import { HomeSections } from '../sections/HomeSections';
import { studentHomePath } from '../../../shared/session/student-home-path';

/**
 * /wel/studentindex: the student home page, where students land after sign-in: their open, running and upcoming
 * examinations (start / continue), recent results and unread notices.
 */
export function StudentHomePage() {
  return <HomeSections audience="student" pagePath={studentHomePath} />;
}
