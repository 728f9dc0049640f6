import type { Response } from 'express';

/** The legacy envelope R<T>: success is derived from code. */
export interface LegacyEnvelope<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export const DEFAULT_SUCCESS_MESSAGE = '操作成功';
export const NULL_DATA_MESSAGE = '暂无承载数据';

export function envelope<T>(code: number, data: T, msg: string): LegacyEnvelope<T> {
  return { code, success: code === 200, data, msg };
}

/** R.data(x): a null or undefined payload keeps code 200 but says there is no data. */
export function dataEnvelope<T>(data: T | null | undefined, emptyValue: T): LegacyEnvelope<T> {
  if (data === null || data === undefined) {
    return envelope(200, emptyValue, NULL_DATA_MESSAGE);
  }
  return envelope(200, data, DEFAULT_SUCCESS_MESSAGE);
}

/** R.status(true): the usual answer of a write. */
export function statusOk(): LegacyEnvelope<Record<string, never>> {
  return envelope(200, {}, DEFAULT_SUCCESS_MESSAGE);
}

export function sendEnvelope<T>(response: Response, httpStatus: number, body: LegacyEnvelope<T>): void {
  response.status(httpStatus).json(body);
}
