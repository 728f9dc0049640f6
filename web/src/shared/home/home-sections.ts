import { createContext, useContext, type ComponentType } from 'react';

/** Which home page a section appears on. */
export type HomeAudience = 'staff' | 'student';

/** What a section gets from the page that shows it. */
export interface HomeSectionProps {
  /** The page's own path (quick links leave it out). */
  pagePath: string;
  /** The dashboard's denser layout. */
  dense: boolean;
}

/**
 * A block of the home pages (/wel/index, /wel/dashboard, /wel/studentindex). Features export their
 * section components; the one list that places them (`app/home-sections.ts`, the composition root)
 * orders them by `order`; `span` is the width in a 12-column grid on wide screens.
 */
export interface HomeSection {
  key: string;
  order: number;
  audiences: readonly HomeAudience[];
  span: number;
  /** Shown only to callers holding this permission code (e.g. `work_todo`); none: to everyone of the audience. */
  permission?: string;
  component: ComponentType<HomeSectionProps>;
}

/** The registered sections, provided by app/ around the home pages (none outside them). */
export const HomeSectionsContext = createContext<readonly HomeSection[]>([]);

/** The sections app/ registered for the home pages. */
export function useHomeSections(): readonly HomeSection[] {
  return useContext(HomeSectionsContext);
}

/** The sections of one audience, in order; with `mayShow`, only those whose permission the caller holds. */
export function sectionsFor(
  audience: HomeAudience,
  sections: readonly HomeSection[],
  mayShow: (permission: string) => boolean = () => true,
): HomeSection[] {
  return sections
    .filter((section) => section.audiences.includes(audience) && (!section.permission || mayShow(section.permission)))
    .sort((left, right) => left.order - right.order);
}
