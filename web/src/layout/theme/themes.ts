/** The 11 themes of SPEC §9 (Saber's names, including its spelling "bule"). d2 is the default. */
export const themeNames = ['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;

export type ThemeName = (typeof themeNames)[number];

export const defaultThemeName: ThemeName = 'd2';

/** SPEC §9: the default primary colour. */
export const defaultPrimaryColor = '#409EFF';

/** Preset colours offered next to the colour picker (Saber's palette). */
export const primaryColorSwatches = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
  '#FA541C',
  '#B37FEB',
];

/**
 * Colours of one theme: top bar, sidebar, its active item and the page background. Values are any
 * CSS background/colour (gradients allowed for backgrounds). Every text colour keeps at least 4.5:1
 * contrast with its background (WCAG AA).
 */
export interface AppThemeDefinition {
  colorScheme: 'light' | 'dark';
  headerBg: string;
  headerFg: string;
  headerHover: string;
  headerBorder: string;
  navBg: string;
  navFg: string;
  navHover: string;
  navActiveBg: string;
  navActiveFg: string;
  /** Left edge of the active sidebar item. */
  navActiveBar: string;
  mainBg: string;
}

const primaryFilled = 'var(--mantine-primary-color-filled)';
const primaryContrast = 'var(--mantine-primary-color-contrast)';
const lightHover = 'rgba(0, 0, 0, 0.06)';
const darkHover = 'rgba(255, 255, 255, 0.12)';

export const appThemes: Record<ThemeName, AppThemeDefinition> = {
  default: {
    colorScheme: 'light',
    headerBg: '#ffffff',
    headerFg: '#303133',
    headerHover: lightHover,
    headerBorder: '#e4e7ed',
    navBg: '#20222a',
    navFg: '#c0c4cc',
    navHover: darkHover,
    navActiveBg: primaryFilled,
    navActiveFg: primaryContrast,
    navActiveBar: 'transparent',
    mainBg: '#f0f2f5',
  },
  white: {
    colorScheme: 'light',
    headerBg: '#ffffff',
    headerFg: '#303133',
    headerHover: lightHover,
    headerBorder: '#ebeef5',
    navBg: '#ffffff',
    navFg: '#303133',
    navHover: lightHover,
    navActiveBg: 'var(--mantine-primary-color-light)',
    navActiveFg: 'var(--mantine-primary-color-9)',
    navActiveBar: primaryFilled,
    mainBg: '#ffffff',
  },
  dark: {
    colorScheme: 'dark',
    headerBg: '#1d1e1f',
    headerFg: '#e5eaf3',
    headerHover: darkHover,
    headerBorder: '#363637',
    navBg: '#141414',
    navFg: '#cfd3dc',
    navHover: darkHover,
    navActiveBg: '#262727',
    navActiveFg: 'var(--mantine-primary-color-3)',
    navActiveBar: primaryFilled,
    mainBg: '#0a0a0a',
  },
  star: {
    colorScheme: 'light',
    headerBg: 'linear-gradient(90deg, #5b0fb3 0%, #1d5fd6 100%)',
    headerFg: '#ffffff',
    headerHover: darkHover,
    headerBorder: 'transparent',
    navBg: 'linear-gradient(180deg, #1f1c4d 0%, #4a1a6b 100%)',
    navFg: '#e9ddff',
    navHover: darkHover,
    navActiveBg: 'rgba(255, 255, 255, 0.18)',
    navActiveFg: '#ffffff',
    navActiveBar: '#f9a8ff',
    mainBg: '#f4f1fb',
  },
  bule: {
    colorScheme: 'light',
    headerBg: '#0b2a5b',
    headerFg: '#e6f0ff',
    headerHover: darkHover,
    headerBorder: '#0b2a5b',
    navBg: '#071d3f',
    navFg: '#9ec5ff',
    navHover: darkHover,
    navActiveBg: '#1d4f9c',
    navActiveFg: '#ffffff',
    navActiveBar: '#4fc3ff',
    mainBg: '#eef3fa',
  },
  iview: {
    colorScheme: 'light',
    headerBg: '#ffffff',
    headerFg: '#515a6e',
    headerHover: lightHover,
    headerBorder: '#dcdee2',
    navBg: '#1c2438',
    navFg: '#c5c8ce',
    navHover: darkHover,
    navActiveBg: '#1d6ac2',
    navActiveFg: '#ffffff',
    navActiveBar: 'transparent',
    mainBg: '#f5f7f9',
  },
  vip: {
    colorScheme: 'light',
    headerBg: '#1a1a1a',
    headerFg: '#f0c78a',
    headerHover: darkHover,
    headerBorder: '#1a1a1a',
    navBg: '#232323',
    navFg: '#e3c08d',
    navHover: darkHover,
    navActiveBg: '#3a3226',
    navActiveFg: '#ffd591',
    navActiveBar: '#f0c78a',
    mainBg: '#f7f3ec',
  },
  cool: {
    colorScheme: 'light',
    headerBg: '#0e7c86',
    headerFg: '#ffffff',
    headerHover: darkHover,
    headerBorder: '#0e7c86',
    navBg: '#0b3c49',
    navFg: '#bfe9ef',
    navHover: darkHover,
    navActiveBg: '#0e6b74',
    navActiveFg: '#ffffff',
    navActiveBar: '#5ee7df',
    mainBg: '#eef7f8',
  },
  d2: {
    colorScheme: 'light',
    headerBg: '#ebf1f6',
    headerFg: '#2f3a4a',
    headerHover: lightHover,
    headerBorder: '#d9e2ec',
    navBg: '#ebf1f6',
    navFg: '#2f3a4a',
    navHover: 'rgba(255, 255, 255, 0.7)',
    navActiveBg: '#ffffff',
    navActiveFg: 'var(--mantine-primary-color-8)',
    navActiveBar: primaryFilled,
    mainBg: '#f5f8fb',
  },
  hey: {
    colorScheme: 'light',
    headerBg: '#ffffff',
    headerFg: '#4a3b68',
    headerHover: lightHover,
    headerBorder: '#e8e0f5',
    navBg: '#2a1a4a',
    navFg: '#d9c9ff',
    navHover: darkHover,
    navActiveBg: '#c2185b',
    navActiveFg: '#ffffff',
    navActiveBar: 'transparent',
    mainBg: '#f7f4fc',
  },
  lte: {
    colorScheme: 'light',
    headerBg: '#2e6f96',
    headerFg: '#ffffff',
    headerHover: darkHover,
    headerBorder: '#2e6f96',
    navBg: '#222d32',
    navFg: '#b8c7ce',
    navHover: 'rgba(0, 0, 0, 0.25)',
    navActiveBg: '#1e282c',
    navActiveFg: '#ffffff',
    navActiveBar: '#3c8dbc',
    mainBg: '#ecf0f5',
  },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}
