import { legacyRoutes } from './legacy-routes';

/** A legacy write that takes an entity body: submit, save, update (and their variants such as update-info). */
const WRITE = /\/(submit|save|update)[^/]*$/i;

describe('legacy submit/update paths', () => {
  const routes = legacyRoutes({} as never, { timeZone: 'Asia/Shanghai' });
  const getPaths = new Set(routes.filter((route) => route.method === 'GET' && route.kind === 'operation').map((route) => route.path));

  it('every operation path that writes an entity declares its partial-update behaviour', () => {
    const missing = routes
      .filter((route) => route.kind === 'operation' && route.method === 'POST' && WRITE.test(route.path) && !route.partial)
      .map((route) => route.path);
    expect(missing).toEqual([]);
  });

  it('every partial update reads the stored row through a GET detail path of the table', () => {
    const unknown = routes.flatMap((route) =>
      route.kind === 'operation' && route.partial && 'detail' in route.partial && !getPaths.has(route.partial.detail) ? [route.path] : [],
    );
    expect(unknown).toEqual([]);
  });

  it('an exemption says why', () => {
    const silent = routes.flatMap((route) =>
      route.kind === 'operation' && route.partial && 'exempt' in route.partial && route.partial.exempt.trim().length < 10
        ? [route.path]
        : [],
    );
    expect(silent).toEqual([]);
  });

  it('every legacy */submit and */update entity path (not only some) merges over the stored row', () => {
    const exempted = routes
      .filter((route) => route.kind === 'operation' && /\/(submit|update)$/i.test(route.path) && route.partial && 'exempt' in route.partial)
      .map((route) => route.path);
    // Only the student's submit of an attempt and the answer save are not entity edits.
    expect(exempted.sort()).toEqual([
      '/blade-exam/ExamExaminationUserOption/examExaminationUserOption/update',
      '/blade-examExaminationStudent/examExaminationStudent/submit',
    ]);
  });
});
