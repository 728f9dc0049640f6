import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import zh from '../../../i18n/locales/zh-CN/examTake.json';
import { OptionContent } from './OptionContent';

describe('OptionContent', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  const show = (questionType: string, content: string) =>
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <OptionContent questionType={questionType} content={content} />
        </I18nextProvider>
      </MantineProvider>,
    );

  it('shows the fixed true/false options in the current language and other options as written', async () => {
    await i18n.changeLanguage('en');
    show('TRUE_FALSE', zh.answer.true);
    expect(screen.getByText('True')).toBeInTheDocument();
    show('TRUE_FALSE', zh.answer.false);
    expect(screen.getByText('False')).toBeInTheDocument();
    show('SINGLE_CHOICE', zh.answer.true);
    expect(screen.getByText(zh.answer.true)).toBeInTheDocument();
  });

  it('recognises the options stored in English and shows them in Chinese', () => {
    show('TRUE_FALSE', 'True');
    expect(screen.getByText(zh.answer.true)).toBeInTheDocument();
    show('TRUE_FALSE', ' false ');
    expect(screen.getByText(zh.answer.false)).toBeInTheDocument();
  });
});
