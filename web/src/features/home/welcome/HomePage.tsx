import { Navigate } from 'react-router-dom';
import { useSession } from '../../../shared/session/useSession';
import { HomeSections } from '../sections/HomeSections';
import { isStudentOnly, studentHomePath } from '../../../shared/session/student-home-path';

export const homePagePath = '/wel/index';

/** /wel/index: the staff home page; a student-only user goes on to /wel/studentindex (greeting, latest notices, quick links, capability
 * sections). */
export function HomePage() {
  const { user } = useSession();
  if (isStudentOnly(user)) {
    // Students have their own home (the home menu, the logo and the home tab lead there too).
    return <Navigate to={studentHomePath} replace />;
  }
  return <HomeSections audience="staff" pagePath={homePagePath} />;
}
