import { useTranslation } from 'react-i18next';
import { RichText } from './RichText';

/** The labels of the two fixed true/false options; the server stores their names in the language they were written in. */
const TRUE_FALSE_KEYS = ['answer.true', 'answer.false'] as const;
const STORED_LANGUAGES = ['zh-CN', 'en'] as const;

/**
 * The fixed option of a true/false question (stored under its Chinese or English name) in the current language;
 * undefined for any other option, which is the author's own rich text.
 */
export function useFixedOptionLabel(questionType: string, content: string): string | undefined {
  const { t, i18n } = useTranslation('examTake');
  if (questionType !== 'TRUE_FALSE') {
    return undefined;
  }
  const stored = content.trim().toLowerCase();
  const key = TRUE_FALSE_KEYS.find((candidate) =>
    STORED_LANGUAGES.some((language) => i18n.getFixedT(language, 'examTake')(candidate).toLowerCase() === stored),
  );
  return key ? t(key) : undefined;
}

/**
 * An option's content. The fixed options of a true/false question are shown in the current language;
 * every other option is the author's sanitized rich text.
 */
export function OptionContent({ questionType, content }: { questionType: string; content: string }) {
  const label = useFixedOptionLabel(questionType, content);
  return label ? <span>{label}</span> : <RichText html={content} inline />;
}
