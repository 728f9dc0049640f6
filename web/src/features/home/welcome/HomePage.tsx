import { HomeSections } from '../sections/HomeSections';

export const homePagePath = '/wel/index';

/** /wel/index: the staff home page (greeting, latest notices, quick links, capability sections). */
export function HomePage() {
  return <HomeSections audience="staff" pagePath={homePagePath} />;
}
