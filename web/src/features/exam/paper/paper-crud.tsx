import { z } from 'zod';
import type { PaperFilter, PaperMode, PapersQuery, PaperStatus } from '../../../generated/graphql';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { formatPoints } from '../question/question-labels';
import { modeOptions, PaperModeBadge, paperStatusOptions, PaperStatusBadge } from './paper-labels';

/** A row of the paper list. */
export type PaperRow = PapersQuery['papers']['records'][number];

/** The search panel's values: status is one choice, the filter takes a list. */
export type PaperSearchValues = Partial<Record<'name' | 'mode' | 'status', unknown>>;

export function toPaperFilter(values: PaperSearchValues & Partial<PaperFilter>): Partial<PaperFilter> {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const status = text(values.status) as PaperStatus | undefined;
  return {
    name: text(values.name),
    mode: text(values.mode) as PaperMode | undefined,
    statuses: status ? [status] : (values.statuses ?? undefined),
  };
}

const points = (max: number) =>
  z.union([z.number(), z.string()]).refine((value) => {
    const number = Number(value);
    return (
      value !== '' && Number.isFinite(number) && number >= 0 && number <= max && Math.abs(number * 100 - Math.round(number * 100)) < 1e-6
    );
  }, 'examPaper:validation.scoreFormat');

/** The pass mark of a new paper: this percentage of its total, following it (the server's default too). */
export const DEFAULT_PASS_SCORE_PCT = 60;

/** How the pass mark is set: a percentage that follows the total, or fixed points the teacher typed. */
export type PassRule = 'FOLLOW' | 'FIXED';
export const passRuleOptions = [
  { value: 'FOLLOW', label: 'examPaper:passRules.FOLLOW' },
  { value: 'FIXED', label: 'examPaper:passRules.FIXED' },
] as const;

const isPercent = (value: number | string) => value !== '' && Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 100;

/** As on the server: name required (at most 200), a pass percentage 1..100 or a pass score in points, duration 1..1440 minutes or empty. */
export const paperFormSchema = z
  .object({
    name: z.string().trim().min(1, 'examPaper:validation.nameRequired').max(200, 'examPaper:validation.tooLong'),
    mode: z.string().min(1, 'examPaper:validation.modeRequired'),
    passRule: z.enum(['FOLLOW', 'FIXED']),
    passScorePct: z.union([z.number(), z.string()]),
    passScore: z.union([z.number(), z.string()]),
    suggestedDurationMin: z
      .union([z.number(), z.string()])
      .refine(
        (value) => value === '' || (Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 1440),
        'examPaper:validation.durationRange',
      ),
    description: z.string().max(1000, 'examPaper:validation.tooLong'),
  })
  .superRefine((values, context) => {
    // Only the field of the chosen rule counts (the other one is hidden).
    if (values.passRule === 'FOLLOW' && !isPercent(values.passScorePct)) {
      context.addIssue({ code: 'custom', path: ['passScorePct'], message: 'examPaper:validation.passScorePct' });
    }
    if (values.passRule === 'FIXED') {
      const checked = points(100_000).safeParse(values.passScore);
      if (!checked.success) {
        context.addIssue({
          code: 'custom',
          path: ['passScore'],
          message: values.passScore === '' ? 'examPaper:validation.passScoreRequired' : 'examPaper:validation.scoreFormat',
        });
      }
    }
  });

export interface PaperFormValues {
  name: string;
  mode: string;
  passRule: PassRule;
  passScorePct: number | string;
  passScore: number | string;
  suggestedDurationMin: number | string;
  description: string;
}

/** The pass rule of submitPaper: a following percentage or fixed points. */
export function passInputOf(
  values: Pick<PaperFormValues, 'passRule' | 'passScorePct' | 'passScore'>,
): { passScorePct: number } | { passScore: number } {
  return values.passRule === 'FOLLOW' ? { passScorePct: Number(values.passScorePct) } : { passScore: Number(values.passScore) };
}

/** Test papers (/exam/paper): list, search, the add/edit dialog of the paper's own fields; LOCKED rows read-only. */
export const paperCrud: CrudConfig<PaperRow, PaperFormValues, PaperFilter & { status?: string }> = {
  key: 'exam.paper',
  title: 'menu:exam_paper',
  // The read-only dialog is replaced by the preview (exam_paper_view) among the row's own buttons.
  permissions: { add: 'exam_paper_add', edit: 'exam_paper_edit', delete: 'exam_paper_delete' },
  columns: [
    { accessor: 'name', title: 'examPaper:fields.name', sortable: true },
    {
      accessor: 'mode',
      title: 'examPaper:fields.mode',
      sortable: true,
      noWrap: true,
      width: 130,
      render: (row) => <PaperModeBadge mode={row.mode} />,
    },
    {
      accessor: 'paperStatus',
      title: 'examPaper:fields.status',
      sortable: true,
      noWrap: true,
      width: 110,
      render: (row) => <PaperStatusBadge status={row.paperStatus} />,
    },
    {
      accessor: 'totalScore',
      title: 'examPaper:fields.totalScore',
      sortable: true,
      noWrap: true,
      value: (row) => formatPoints(row.totalScore),
    },
    {
      accessor: 'passScore',
      title: 'examPaper:fields.passScore',
      noWrap: true,
      value: (row) =>
        row.passScorePct === null || row.passScorePct === undefined
          ? formatPoints(row.passScore)
          : `${formatPoints(row.passScore)} (${row.passScorePct} %)`,
    },
    { accessor: 'questionCount', title: 'examPaper:fields.questionCount', noWrap: true },
    { accessor: 'ruleCount', title: 'examPaper:fields.ruleCount', noWrap: true },
    { accessor: 'suggestedDurationMin', title: 'examPaper:fields.suggestedDurationMin', noWrap: true, hiddenByDefault: true },
    {
      accessor: 'updateTime',
      title: 'examPaper:fields.updateTime',
      sortable: true,
      noWrap: true,
      hiddenByDefault: true,
      value: (row) => formatDateTime(row.updateTime),
    },
  ],
  search: [
    { name: 'name', label: 'examPaper:fields.name', placeholder: 'examPaper:placeholders.name' },
    { name: 'mode', label: 'examPaper:fields.mode', type: 'select', options: modeOptions },
    { name: 'status', label: 'examPaper:fields.status', type: 'select', options: paperStatusOptions },
  ],
  form: {
    width: 640,
    schema: paperFormSchema,
    initialValues: {
      name: '',
      mode: 'FIXED',
      passRule: 'FOLLOW',
      passScorePct: DEFAULT_PASS_SCORE_PCT,
      passScore: '',
      suggestedDurationMin: 60,
      description: '',
    },
    fromRow: (row) => ({
      name: row.name,
      mode: row.mode,
      passRule: row.passScorePct === null || row.passScorePct === undefined ? 'FIXED' : 'FOLLOW',
      passScorePct: row.passScorePct ?? DEFAULT_PASS_SCORE_PCT,
      passScore: row.passScore,
      suggestedDurationMin: row.suggestedDurationMin ?? '',
      description: row.description ?? '',
    }),
    fields: [
      { name: 'name', label: 'examPaper:fields.name', placeholder: 'examPaper:placeholders.name', required: true },
      {
        name: 'mode',
        label: 'examPaper:fields.mode',
        type: 'select',
        options: modeOptions,
        required: true,
        span: 12,
        description: 'examPaper:hints.mode',
      },
      {
        name: 'passRule',
        label: 'examPaper:fields.passRule',
        type: 'select',
        options: passRuleOptions,
        required: true,
        span: 12,
        description: 'examPaper:hints.passRule',
      },
      {
        name: 'passScorePct',
        label: 'examPaper:fields.passScorePct',
        type: 'number',
        required: true,
        span: 12,
        description: 'examPaper:hints.passScorePct',
        visibleWhen: (values) => values.passRule === 'FOLLOW',
      },
      {
        name: 'passScore',
        label: 'examPaper:fields.passScore',
        type: 'number',
        required: true,
        span: 12,
        description: 'examPaper:hints.points',
        visibleWhen: (values) => values.passRule === 'FIXED',
      },
      {
        name: 'suggestedDurationMin',
        label: 'examPaper:fields.suggestedDurationMin',
        type: 'number',
        span: 12,
        description: 'examPaper:hints.minutes',
      },
      { name: 'description', label: 'examPaper:fields.description', type: 'textarea' },
    ],
  },
  rowAllowed: (action, row) => action === 'view' || row.paperStatus !== 'LOCKED',
};
