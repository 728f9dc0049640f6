/** Adding one question of each of the six types through the question editor, in either language. */
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../harness';
import { fieldLabel, interpolate, timeout } from '../system/browser-session';
import { addTag, chooseType, fillOptions, markCorrect, typeRichText } from './authoring-steps';
import type { ExamTexts } from './exam-texts';

/** The stems and answers of the six questions (stems are unique per run). */
export interface QuestionSet {
  single: { stem: string; options: string[] };
  multiple: { stem: string; options: string[] };
  trueFalse: string;
  blank: { stem: string; answer: string };
  short: { stem: string; reference: string };
  file: string;
}

export function questionSet(lang: 'zh-CN' | 'en', tag = ''): QuestionSet {
  return lang === 'en'
    ? {
        single: { stem: `E2E single${tag}: which layer does TCP belong to?`, options: ['Application', 'Transport', 'Network', 'Link'] },
        multiple: { stem: `E2E multiple${tag}: which of these store data?`, options: ['Memory', 'Hard disk', 'Mouse', 'Flash'] },
        trueFalse: `E2E true/false${tag}: 1 KB is 1024 bytes.`,
        blank: { stem: `E2E blank${tag}: the capital of China is ___.`, answer: 'Beijing' },
        short: { stem: `E2E short${tag}: describe the TCP three-way handshake.`, reference: 'SYN, SYN-ACK, ACK' },
        file: `E2E file${tag}: upload your lab report.`,
      }
    : {
        single: { stem: `E2E 单选${tag}：TCP 属于哪一层？`, options: ['应用层', '传输层', '网络层', '链路层'] },
        multiple: { stem: `E2E 多选${tag}：哪些是存储器？`, options: ['内存', '硬盘', '鼠标', '闪存'] },
        trueFalse: `E2E 判断${tag}：1 KB 等于 1024 字节。`,
        blank: { stem: `E2E 填空${tag}：中国的首都是___。`, answer: '北京' },
        short: { stem: `E2E 简答${tag}：简述 TCP 三次握手。`, reference: 'SYN、SYN-ACK、ACK' },
        file: `E2E 文件${tag}：上传你的实验报告。`,
      };
}

/** Where the editor's screenshots go ("<prefix>-single-<suffix>.png", blank, file); none when absent. */
export interface EditorShots {
  prefix: string;
  suffix: string;
}

async function saveAndAddAnother(page: Page, texts: ExamTexts): Promise<void> {
  await page.getByRole('button', { name: texts.question.editor.saveAndAdd, exact: true }).click();
  await page.waitForFunction((label) => document.querySelector(`[aria-label="${label}"]`)?.textContent === '', texts.question.fields.stem, {
    timeout,
  });
}

/** A new question is saved enabled without a separate step (issue 12 item 3): the status already says so. */
async function expectEnabled(page: Page, texts: ExamTexts): Promise<void> {
  const status = page.getByRole('combobox', { name: fieldLabel(texts.question.fields.status) });
  await status.waitFor({ timeout });
  const shown = await status.inputValue();
  if (shown !== texts.question.statuses.ENABLED) {
    throw new Error(`a new question should be saved enabled by default, the status shows "${shown}"`);
  }
}

/**
 * On the question list of a bank: opens /bdqn/examQuestionAdd with the add button and saves the six questions
 * of `set` (saved enabled, the editor's default), ending back on the list.
 */
export async function addEveryType(page: Page, texts: ExamTexts, set: QuestionSet, shots?: EditorShots): Promise<void> {
  const editor = texts.question.editor;
  const types = texts.question.types;
  const shot = async (kind: string) => {
    if (shots) {
      await saveScreenshot(page, `${shots.prefix}-${kind}-${shots.suffix}`);
    }
  };
  await page.getByRole('button', { name: texts.crud.toolbar.add, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/bdqn/examQuestionAdd', { timeout });
  await page.getByRole('heading', { name: editor.addTitle }).waitFor({ timeout });

  await typeRichText(page, texts.question.fields.stem, set.single.stem);
  await fillOptions(page, editor, set.single.options);
  await markCorrect(page, editor, ['B']);
  await expectEnabled(page, texts);
  await shot('single');
  await saveAndAddAnother(page, texts);

  await chooseType(page, types.MULTIPLE_CHOICE);
  await typeRichText(page, texts.question.fields.stem, set.multiple.stem);
  await fillOptions(page, editor, set.multiple.options);
  await markCorrect(page, editor, ['A', 'B', 'D']);
  await expectEnabled(page, texts);
  await saveAndAddAnother(page, texts);

  await chooseType(page, types.TRUE_FALSE);
  await typeRichText(page, texts.question.fields.stem, set.trueFalse);
  await markCorrect(page, editor, ['A']);
  await expectEnabled(page, texts);
  await saveAndAddAnother(page, texts);

  await chooseType(page, types.FILL_BLANK);
  await typeRichText(page, texts.question.fields.stem, set.blank.stem);
  await addTag(page, interpolate(editor.blankAnswers, { number: 1 }), set.blank.answer);
  await expectEnabled(page, texts);
  await shot('blank');
  await saveAndAddAnother(page, texts);

  await chooseType(page, types.SHORT_ANSWER);
  await typeRichText(page, texts.question.fields.stem, set.short.stem);
  await page.getByLabel(fieldLabel(editor.referenceAnswer)).fill(set.short.reference);
  await expectEnabled(page, texts);
  await saveAndAddAnother(page, texts);

  await chooseType(page, types.FILE_UPLOAD);
  await typeRichText(page, texts.question.fields.stem, set.file);
  await addTag(page, editor.allowedExtensions, 'pdf');
  await expectEnabled(page, texts);
  await shot('file');
  await page.getByRole('button', { name: editor.save, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/exam/question', { timeout });
}
