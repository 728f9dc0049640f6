import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import zhCommon from '../i18n/locales/zh-CN/common.json';
import { AppProviders } from './AppProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

let navigate: NavigateFunction | undefined;

function Page() {
  const { pathname } = useLocation();
  return pathname === '/broken' ? <Broken /> : <p>page {pathname}</p>;
}

function Routes() {
  const { pathname } = useLocation();
  navigate = useNavigate();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Page />
    </RouteErrorBoundary>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the 500 page for a page that throws while rendering, and the next page after a navigation', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders env="test">
        <MemoryRouter initialEntries={['/broken']}>
          <Routes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: zhCommon.status['500'].heading })).toBeInTheDocument();
    await act(() => navigate?.('/next'));
    expect(await screen.findByText('page /next')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: zhCommon.status['500'].heading })).not.toBeInTheDocument();
  });
});
