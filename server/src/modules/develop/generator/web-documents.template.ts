import type { CodegenField, CodegenJob } from './codegen-job';
import { commentText, type CodegenNames } from './codegen-names';
import { BUTTON_LABELS } from './seed-readme.template';
import { permissionCodes } from './server-service.template';
import { placeholderOf } from './web-crud.template';

/** The fields the page reads: the form's and the list's, in column order. */
export const shownFields = (job: CodegenJob): CodegenField[] => job.fields.filter((field) => field.isForm || field.isList);

/** The `.graphql` documents of the web feature, one operation per file, the selection as one fragment (file name -> text). */
export function webDocuments(job: CodegenJob, names: CodegenNames): Array<[string, string]> {
  const { entity, camel, camelPlural, pascalPlural } = names;
  const selection = ['id', ...shownFields(job).map((field) => field.property), 'updateTime'];
  return [
    [`${entity}Fields.graphql`, [`fragment ${entity}Fields on ${entity} {`, ...selection.map((name) => `  ${name}`), '}', ''].join('\n')],
    [
      `${pascalPlural}.graphql`,
      [
        `query ${pascalPlural}($filter: ${entity}Filter, $page: PageInput, $sort: [SortInput!]) {`,
        `  ${camelPlural}(filter: $filter, page: $page, sort: $sort) {`,
        '    total',
        '    size',
        '    current',
        '    pages',
        '    records {',
        `      ...${entity}Fields`,
        '    }',
        '  }',
        '}',
        '',
      ].join('\n'),
    ],
    [`${entity}.graphql`, [`query ${entity}($id: ID!) {`, `  ${camel}(id: $id) {`, `    ...${entity}Fields`, '  }', '}', ''].join('\n')],
    [
      `Submit${entity}.graphql`,
      [
        `mutation Submit${entity}($input: ${entity}Input!) {`,
        `  submit${entity}(input: $input) {`,
        `    ...${entity}Fields`,
        '  }',
        '}',
        '',
      ].join('\n'),
    ],
    [
      `Remove${pascalPlural}.graphql`,
      [`mutation Remove${pascalPlural}($ids: [ID!]!) {`, `  remove${pascalPlural}(ids: $ids)`, '}', ''].join('\n'),
    ],
  ];
}

type Language = 'zh-CN' | 'en';

const TEXTS: Record<Language, Record<'updateTime' | 'invalid' | 'tooLong' | 'yes' | 'no' | 'formatPrefix', string>> = {
  'zh-CN': { updateTime: '更新时间', invalid: '格式不正确', tooLong: '最多 {{max}} 个字符', yes: '是', no: '否', formatPrefix: '格式 ' },
  en: {
    updateTime: 'Updated at',
    invalid: 'Invalid format',
    tooLong: 'At most {{max}} characters',
    yes: 'Yes',
    no: 'No',
    formatPrefix: 'Format ',
  },
};

/** The formats typed into date and date-time fields (instantOf in the filter file reads the second as local time). */
const FORMATS = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm' } as const;

/** The page's strings in one language (JSON.stringify escapes whatever the column comments hold). */
export function localeTemplate(job: CodegenJob, language: Language): string {
  const texts = TEXTS[language];
  const zh = language === 'zh-CN';
  const labelOf = (field: CodegenField): string => (zh ? field.label : field.labelEn);
  const required = job.fields.filter((field) => field.isForm && field.required);
  const ranges = job.fields.filter((field) => field.isQuery && field.queryType === 'between');
  const formats = [...new Set(job.fields.filter((field) => field.isForm).flatMap((field) => placeholderOf(field) ?? []))].sort();
  const strings = {
    exportFileName: zh ? job.title : job.titleEn,
    fields: { ...Object.fromEntries(shownFields(job).map((field) => [field.property, labelOf(field)])), updateTime: texts.updateTime },
    ...(ranges.length > 0
      ? {
          search: Object.fromEntries(
            ranges.flatMap((field) => [
              [`${field.property}From`, zh ? `${labelOf(field)}起` : `${labelOf(field)} from`],
              [`${field.property}To`, zh ? `${labelOf(field)}止` : `${labelOf(field)} to`],
            ]),
          ),
        }
      : {}),
    ...(formats.length > 0
      ? { placeholders: Object.fromEntries(formats.map((format) => [format, `${texts.formatPrefix}${FORMATS[format]}`])) }
      : {}),
    validation: {
      ...Object.fromEntries(
        required.map((field) => [
          `${field.property}Required`,
          zh ? `请输入${labelOf(field)}` : `Please enter the ${labelOf(field).toLowerCase()}`,
        ]),
      ),
      invalid: texts.invalid,
      tooLong: texts.tooLong,
    },
    options: { yes: texts.yes, no: texts.no },
  };
  return `${JSON.stringify(strings, null, 2)}\n`;
}

/** The sidebar and button labels of the page (`menu:<code>`), added to menu.json in both languages. */
export function menuLabels(job: CodegenJob, names: CodegenNames, language: Language): Array<[string, string]> {
  const codes = permissionCodes(names);
  return [
    [codes.menu, commentText(language === 'zh-CN' ? job.title : job.titleEn)],
    [codes.add, BUTTON_LABELS.add[language]],
    [codes.edit, BUTTON_LABELS.edit[language]],
    [codes.delete, BUTTON_LABELS.delete[language]],
    [codes.view, BUTTON_LABELS.view[language]],
  ];
}
