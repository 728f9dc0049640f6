import { act, cleanup, render, screen } from '@testing-library/react';
import { AppProviders } from '../../../app/AppProviders';
import zhDashboard from '../../../i18n/locales/zh-CN/examDashboard.json';
import { BarChart } from './lazy-charts';

const loadedCharts = jest.fn();
jest.mock('./chart-library', () => ({
  BarChart: ({ h }: { h: number }) => {
    loadedCharts();
    return <div data-testid="bar-chart">{h}</div>;
  },
  AreaChart: () => null,
}));

function renderChart() {
  return render(
    <AppProviders env="test">
      <BarChart h={120} data={[{ name: 'a', rate: 50 }]} dataKey="name" series={[{ name: 'rate', color: 'teal.6' }]} />
    </AppProviders>,
  );
}

describe('lazy charts', () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('shows a loader and leaves the chart library alone until the browser has been idle after the first paint', async () => {
    const idleCallbacks: Array<() => void> = [];
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
      cancelIdleCallback: jest.fn(),
    });
    renderChart();
    expect(screen.getByRole('status', { name: zhDashboard.loading })).toBeInTheDocument();
    expect(loadedCharts).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);

    act(() => idleCallbacks.forEach((callback) => callback()));
    expect(await screen.findByTestId('bar-chart')).toHaveTextContent('120');
    expect(screen.queryByRole('status', { name: zhDashboard.loading })).not.toBeInTheDocument();
  });

  it('draws the chart on the next task where the browser has no requestIdleCallback', async () => {
    renderChart();
    expect(screen.getByRole('status', { name: zhDashboard.loading })).toBeInTheDocument();
    expect(await screen.findByTestId('bar-chart')).toHaveTextContent('120');
  });

  it('cancels the idle wait of a chart that is gone before it was drawn', () => {
    const cancel = jest.fn();
    Object.assign(window, { requestIdleCallback: () => 7, cancelIdleCallback: cancel });
    renderChart().unmount();
    expect(cancel).toHaveBeenCalledWith(7);
    expect(loadedCharts).not.toHaveBeenCalled();
  });
});
