import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/** Reads a namespace of its own choosing through the hook of another, as the layout reads a page's title. */
function PageTitle() {
  const { t } = useTranslation('common');
  return <h1>{t('lateArrival:title')}</h1>;
}

describe('strings that load after a component rendered', () => {
  afterEach(() => {
    i18n.removeResourceBundle(i18n.language, 'lateArrival');
  });

  it('should re-render a component that read them before they arrived', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PageTitle />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('title');
    act(() => {
      i18n.addResourceBundle(i18n.language, 'lateArrival', { title: 'Arrived later' });
    });
    expect(await screen.findByRole('heading', { name: 'Arrived later' })).toBeInTheDocument();
  });
});
