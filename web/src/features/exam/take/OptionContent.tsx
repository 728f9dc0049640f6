import { useTranslation } from 'react-i18next';
import { RichText } from './RichText';

/** The server stores the two fixed true/false options under their Chinese names; these are the keys of their labels. */
const TRUE_FALSE_KEYS = ['answer.true', 'answer.false'] as const;

/**
 * An option's content. The fixed options of a true/false question are shown in the current language;
 * every other option is the author's sanitized rich text.
 */
export function OptionContent({ questionType, content }: { questionType: string; content: string }) {
  const { t, i18n } = useTranslation('examTake');
  const key = questionType === 'TRUE_FALSE' ? TRUE_FALSE_KEYS.find((candidate) => i18n.getFixedT('zh-CN', 'examTake')(candidate) === content.trim()) : undefined;
  return key ? <span>{t(key)}</span> : <RichText html={content} inline />;
}
