import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zhTheme from '../../i18n/locales/zh-CN/theme.json';
import { FullscreenButton } from './FullscreenButton';

function setFullscreenApi(enabled: boolean | undefined): void {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: enabled });
}

describe('FullscreenButton', () => {
  afterEach(() => {
    setFullscreenApi(undefined);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
  });

  it('is hidden when the browser has no full-screen API', () => {
    setFullscreenApi(undefined);
    render(
      <MantineProvider env="test">
        <FullscreenButton />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('enters full screen; label and state follow the document', async () => {
    setFullscreenApi(true);
    const request = jest.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: document.documentElement });
      document.documentElement.dispatchEvent(new Event('fullscreenchange'));
    });
    document.documentElement.requestFullscreen = request;
    render(
      <MantineProvider env="test">
        <FullscreenButton />
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: zhTheme.fullscreen.enter });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(button);
    expect(request).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: zhTheme.fullscreen.exit })).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      document.documentElement.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(await screen.findByRole('button', { name: zhTheme.fullscreen.enter })).toBeInTheDocument();
  });
});
