import { Box } from '@mantine/core';
import type { AppThemeDefinition } from './themes';

/** A small picture of a theme: top bar, sidebar with an active item, and the page. */
export function ThemePreview({ definition }: { definition: AppThemeDefinition }) {
  return (
    <Box
      aria-hidden
      w="100%"
      h={64}
      style={{
        display: 'grid',
        gridTemplateColumns: '28% 1fr',
        gridTemplateRows: '14px 1fr',
        borderRadius: 4,
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Box style={{ gridColumn: '1 / 3', background: definition.headerBg, borderBottom: `1px solid ${definition.headerBorder}` }} />
      <Box style={{ background: definition.navBg, padding: '6px 4px', display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Box h={5} style={{ background: definition.navActiveBg, boxShadow: `inset 2px 0 0 ${definition.navActiveBar}`, borderRadius: 1 }} />
        <Box h={3} w="70%" style={{ background: definition.navFg, opacity: 0.6, borderRadius: 1 }} />
        <Box h={3} w="60%" style={{ background: definition.navFg, opacity: 0.6, borderRadius: 1 }} />
      </Box>
      <Box style={{ background: definition.colorScheme === 'dark' ? '#0a0a0a' : definition.mainBg }} />
    </Box>
  );
}
