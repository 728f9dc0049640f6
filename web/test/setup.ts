import '@testing-library/jest-dom';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { bundle as enPages } from '../src/i18n/bundles/en-pages';
import { bundle as enShell } from '../src/i18n/bundles/en-shell';
import { bundle as zhPages } from '../src/i18n/bundles/zh-CN-pages';
import { bundle as zhShell } from '../src/i18n/bundles/zh-CN-shell';
import { i18n, i18nReady } from '../src/i18n/i18n';
import { server } from './msw-server';

// Every string of both languages, at once: tests render components without the lazy loading that brings them.
for (const [language, bundles] of [
  ['zh-CN', [zhShell, zhPages]],
  ['en', [enShell, enPages]],
] as const) {
  for (const bundle of bundles) {
    for (const [namespace, strings] of Object.entries(bundle)) {
      i18n.addResourceBundle(language, namespace, strings);
    }
  }
}

// Lazy pages render slowly in jsdom when CI's two cores are busy: give findBy* and waitFor room.
configure({ asyncUtilTimeout: 5000 });

// Mantine needs these browser APIs that jsdom does not provide. No media query matches except the
// empty one, which matches everything in a browser (mantine-datatable shows columns through it).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = function scrollIntoView(): void {};

// jest-fixed-jsdom puts Node's AbortController on the global scope, and jsdom's addEventListener rejects
// Node's AbortSignal (Mantine's notifications pass `{ signal }`). Emulate the option instead.
const jsdomEventTargetPrototype = Object.getPrototypeOf(window.Node.prototype) as EventTarget;
const originalAddEventListener = jsdomEventTargetPrototype.addEventListener;
jsdomEventTargetPrototype.addEventListener = function addEventListener(
  this: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject | null,
  options?: boolean | AddEventListenerOptions,
): void {
  if (typeof options !== 'object' || options.signal === undefined) {
    originalAddEventListener.call(this, type, listener, options);
    return;
  }
  const { signal, ...rest } = options;
  if (signal.aborted) {
    return;
  }
  originalAddEventListener.call(this, type, listener, rest);
  signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // i18next counts as initialised once its first load is done (a tick later): components rendered before would
  // suspend (react-i18next) and tests that look at once would find an empty page.
  await i18nReady;
});

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage('zh-CN');
  document.documentElement.lang = 'zh-CN';
  document.title = '';
});

afterEach(() => {
  cleanup();
  act(() => notifications.clean());
  server.resetHandlers();
});

afterAll(() => server.close());
