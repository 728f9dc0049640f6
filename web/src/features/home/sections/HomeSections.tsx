import { Grid } from '@mantine/core';
import { useContext } from 'react';
import { PermissionContext } from '../../../shared/permission/PermissionContext';
import { sectionsFor, useHomeSections, type HomeAudience } from '../../../shared/home/home-sections';

/** The registered sections (app/home-sections.ts) of one audience in a responsive grid. */
export function HomeSections({ audience, pagePath, dense = false }: { audience: HomeAudience; pagePath: string; dense?: boolean }) {
  const sections = useHomeSections();
  const permissions = useContext(PermissionContext);
  return (
    <Grid gap={dense ? 'sm' : 'md'}>
      {sectionsFor(audience, sections, (code) => permissions.has(code)).map(({ key, span, component: Section }) => (
        <Grid.Col key={key} span={{ base: 12, md: span }}>
          <Section pagePath={pagePath} dense={dense} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
