import { AppError } from '../../../core/errors/app-error';
import type { ReportParamsSchema } from '../definition/report-layout';
import { validateParams } from './report-params';

const label = { 'zh-CN': '参数', en: 'Parameter' };
const SCHEMA: ReportParamsSchema = {
  fields: [
    { name: 'examinationId', type: 'id', required: true, label },
    { name: 'limit', type: 'int', label, defaultValue: 10 },
    { name: 'ratio', type: 'number', label },
    { name: 'passed', type: 'boolean', label },
    { name: 'from', type: 'date', label },
    { name: 'dept', type: 'string', label },
  ],
};

function refusal(input: Record<string, unknown>): AppError {
  try {
    validateParams(SCHEMA, input);
  } catch (error) {
    if (error instanceof AppError) {
      return error;
    }
  }
  throw new Error('not refused');
}

describe('report parameters', () => {
  it('should coerce the values to their types, apply defaults and drop unknown names', () => {
    expect(
      validateParams(SCHEMA, { examinationId: 123, ratio: '0.5', passed: 'true', from: '2026-11-01', dept: '一班', other: 'x' }),
    ).toEqual({ examinationId: '123', limit: 10, ratio: 0.5, passed: true, from: '2026-11-01', dept: '一班' });
  });

  it('should name the missing required parameter', () => {
    expect(refusal({ limit: 3 })).toMatchObject({
      code: 'VALIDATION',
      messageKey: 'report.paramRequired',
      params: { name: 'examinationId' },
    });
  });

  it.each([
    ['examinationId', '12a'],
    ['limit', '1.5'],
    ['ratio', 'many'],
    ['passed', 'yes'],
    ['from', '2026-13-45'],
    ['dept', { $ne: 1 }],
  ])('should refuse %s = %p with its name', (name, value) => {
    expect(refusal({ examinationId: '1', [name]: value })).toMatchObject({ messageKey: 'report.paramInvalid', params: { name } });
  });
});
