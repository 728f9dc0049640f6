// The chart components with their styles, one chunk of its own (ReportChart.tsx imports it on first use).
import '@mantine/charts/styles.css';

export { AreaChart, BarChart, DonutChart, LineChart, PieChart } from '@mantine/charts';
