import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Suspense } from 'react';
import zhLayout from '../../i18n/locales/zh-CN/layout.json';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { ChunkLoadError, lazyPage, loadWithTimeout, type RetryablePage } from './lazy-page';
import { pageTitle } from './page-title';

function Loaded() {
  return <p>loaded page</p>;
}

/** A lazy page under the chunk boundary, as the admin layout renders it. */
function renderPage(Page: RetryablePage, reload: () => void): void {
  render(
    <MantineProvider env="test">
      <ChunkErrorBoundary onRetry={Page.retry} onReload={reload}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>
    </MantineProvider>,
  );
}

describe('lazy pages', () => {
  it('rejects with a timeout ChunkLoadError when the import takes longer than the limit', async () => {
    jest.useFakeTimers();
    try {
      const pending = loadWithTimeout(() => new Promise(() => undefined), 120_000);
      jest.advanceTimersByTime(119_999);
      const settled = jest.fn();
      pending.catch(settled);
      await Promise.resolve();
      expect(settled).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('wraps a failed import in ChunkLoadError', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new Error('network')), 1000)).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('shows the translated error of a failed fetch with a Retry button that reloads the app', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn<Promise<{ default: typeof Loaded }>, []>().mockRejectedValue(new Error('chunk missing'));
    const Page = lazyPage(load, 5_000);
    const reload = jest.fn();
    renderPage(Page, reload);
    expect(await screen.findByRole('alert')).toHaveTextContent(zhLayout.chunk.failed);
    await userEvent.click(screen.getByRole('button', { name: zhLayout.chunk.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports again when the page only took too long, without a reload', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ default: typeof Loaded }>, []>()
      .mockImplementationOnce(() => new Promise(() => undefined))
      .mockResolvedValue({ default: Loaded });
    const Page = lazyPage(load, 50);
    const reload = jest.fn();
    renderPage(Page, reload);
    expect(await screen.findByRole('alert')).toHaveTextContent(zhLayout.chunk.timeout);
    await userEvent.click(screen.getByRole('button', { name: zhLayout.chunk.retry }));
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('lets other errors through to the boundaries above', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render bug');
    }
    expect(() =>
      render(
        <MantineProvider env="test">
          <ChunkErrorBoundary onRetry={() => undefined}>
            <Broken />
          </ChunkErrorBoundary>
        </MantineProvider>,
      ),
    ).toThrow('render bug');
  });

  it('titles a page "<page> - <app name>"', () => {
    expect(pageTitle('Users', 'Exam')).toBe('Users - Exam');
    expect(pageTitle(undefined, 'Exam')).toBe('Exam');
  });
});
