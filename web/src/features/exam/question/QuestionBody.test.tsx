import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import zhTake from '../../../i18n/locales/zh-CN/examTake.json';
import { QuestionBody, type PreviewQuestion } from './QuestionBody';

const trueFalse = (contents: [string, string]): PreviewQuestion => ({
  questionType: 'TRUE_FALSE',
  stem: '<p>The sun rises in the east.</p>',
  options: contents.map((content, index) => ({ id: String(index + 1), content, isCorrect: index === 0, sort: index + 1 })),
});

describe('QuestionBody (staff previews of questions and papers)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  const show = (question: PreviewQuestion) =>
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <QuestionBody question={question} />
        </I18nextProvider>
      </MantineProvider>,
    );

  it('shows stored true/false options in the current language, like the student pages', async () => {
    await i18n.changeLanguage('en');
    show(trueFalse([zhTake.answer.true, zhTake.answer.false]));
    expect(screen.getByText('True')).toBeInTheDocument();
    expect(screen.getByText('False')).toBeInTheDocument();
    expect(screen.queryByText(zhTake.answer.true)).not.toBeInTheDocument();
  });

  it('shows options stored in English in Chinese, and other options as written', async () => {
    show(trueFalse(['True', 'False']));
    expect(screen.getByText(zhTake.answer.true)).toBeInTheDocument();
    expect(screen.getByText(zhTake.answer.false)).toBeInTheDocument();
    show({ ...trueFalse(['<p>True</p>', 'x']), questionType: 'SINGLE_CHOICE' });
    expect(screen.getByText('True')).toBeInTheDocument();
  });
});
