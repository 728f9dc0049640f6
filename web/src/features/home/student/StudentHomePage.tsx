import { HomeSections } from '../sections/HomeSections';

export const studentHomePath = '/wel/studentindex';

/** /wel/studentindex: the student home page (the exam capability adds the student's exams here). */
export function StudentHomePage() {
  return <HomeSections audience="student" pagePath={studentHomePath} />;
}
