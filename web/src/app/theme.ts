import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Saber's default colour #409EFF as the primary palette. */
const saberBlue: MantineColorsTuple = [
  '#e8f3ff',
  '#d0e5ff',
  '#a0c9fd',
  '#6cabfb',
  '#4191f9',
  '#409eff',
  '#1a7ef2',
  '#086ad8',
  '#005ec2',
  '#0051ab',
];

export const theme = createTheme({
  primaryColor: 'saber',
  // Honour the operating system's reduced-motion setting.
  respectReducedMotion: true,
  primaryShade: 5,
  colors: { saber: saberBlue },
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", Roboto, sans-serif',
});
