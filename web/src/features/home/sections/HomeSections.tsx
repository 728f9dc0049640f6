import { Grid } from '@mantine/core';
import { sectionsFor, useHomeSections, type HomeAudience } from '../../../shared/home/home-sections';

/** The registered sections (app/home-sections.ts) of one audience in a responsive grid. */
export function HomeSections({ audience, pagePath, dense = false }: { audience: HomeAudience; pagePath: string; dense?: boolean }) {
  const sections = useHomeSections();
  return (
    <Grid gap={dense ? 'sm' : 'md'}>
      {sectionsFor(audience, sections).map(({ key, span, component: Section }) => (
        <Grid.Col key={key} span={{ base: 12, md: span }}>
          <Section pagePath={pagePath} dense={dense} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
