/** How one legacy REST row must behave; each area lists its rows in rows/<area>.rows.ts. */
export interface RowContract {
  /** Query or form parameters of a valid call. */
  params?: Record<string, string>;
  /** What an anonymous caller gets: the legacy public paths answer, the rest say 401. */
  anonymous: 'ok' | 401;
  /** Checks the signed-in (administrator) answer. */
  check: (body: Record<string, unknown>, status: number) => void;
}

export const envelopeOk = (body: Record<string, unknown>, status: number): void => {
  expect(status).toBe(200);
  expect(body).toMatchObject({ code: 200, success: true });
  expect(typeof body['msg']).toBe('string');
  expect(body).toHaveProperty('data');
};

/** A refusal in the legacy envelope: the HTTP status and the same envelope code (404 not found, 400 refused, ...). */
export const envelopeFailed =
  (httpStatus: number) =>
  (body: Record<string, unknown>, status: number): void => {
    expect(status).toBe(httpStatus);
    expect(body).toMatchObject({ code: httpStatus, success: false });
  };
