// The chart components with their styles, one chunk of its own (ReportChart.tsx imports it on first use). Only the
// kinds the home dashboard's charts already pull in (vendor-charts is one chunk, counted with the home): a line is an
// area chart without fill, pies are drawn with Mantine core's RingProgress.
import '@mantine/charts/styles.css';

export { AreaChart, BarChart } from '@mantine/charts';
