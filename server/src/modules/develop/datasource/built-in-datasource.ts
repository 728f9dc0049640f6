import { AppError } from '../../../core/errors/app-error';

/**
 * The product's own database as a datasource (BladeX seeds it as the row `master`): a fixed id no stored row
 * has, listed first where models pick a datasource, never editable or removable, its credentials never shown.
 */
export const BUILT_IN_DATASOURCE_ID = '1161483357481541634';
export const BUILT_IN_DATASOURCE_NAME = 'master';

/** Throws VALIDATION when an id names the built-in datasource (it is not a stored row anyone may change). */
export function refuseBuiltInDatasource(ids: readonly string[]): void {
  if (ids.includes(BUILT_IN_DATASOURCE_ID)) {
    throw new AppError('VALIDATION', 'datasource.builtIn');
  }
}
