import { Grid } from '@mantine/core';
import { sectionsFor, type HomeAudience } from './home-sections';

/** The registered sections of one audience in a responsive grid. */
export function HomeSections({ audience, pagePath, dense = false }: { audience: HomeAudience; pagePath: string; dense?: boolean }) {
  return (
    <Grid gap={dense ? 'sm' : 'md'}>
      {sectionsFor(audience).map(({ key, span, component: Section }) => (
        <Grid.Col key={key} span={{ base: 12, md: span }}>
          <Section pagePath={pagePath} dense={dense} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
