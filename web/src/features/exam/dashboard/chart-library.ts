// The chart components with their styles, one chunk (lazy-charts.tsx imports it on first use).
import '@mantine/charts/styles.css';

export { AreaChart, BarChart } from '@mantine/charts';
