import type { Request, Response } from 'express';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext } from '../../core/http/request-context';
import type { UserFilter } from '../../modules/system/user/user.inputs';
import { statusOk } from '../legacy-envelope';
import { readParam, requireParam } from '../legacy-params';
import { requireSignedIn, sendFile, streamFile } from './file-transfer';
import { receiveXlsx, sendImportResult, xlsxAttachment, xlsxFile } from './xlsx-files';

/** The list filters of the legacy page/list/export calls. */
export function legacyUserFilter(request: Request): UserFilter {
  const userType = readParam(request, 'userType', 2);
  if (userType && !/^[123]$/.test(userType)) {
    throw new AppError('VALIDATION', 'user.userTypeInvalid');
  }
  const deptId = readParam(request, 'deptId', 19);
  if (deptId && !/^\d{1,19}$/.test(deptId)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: 'deptId' });
  }
  const text = (name: string) => readParam(request, name, 45) || undefined;
  return {
    account: text('account'),
    realName: text('realName'),
    name: text('name'),
    deptName: text('deptName'),
    postName: text('postName'),
    userType: userType ? Number(userType) : undefined,
    deptId: deptId || undefined,
  };
}

/** GET /api/blade-user/export-template: the empty import workbook (headers in the caller's language). */
export function createExportTemplateHandler(services: Services) {
  return async (_request: Request, response: Response, context: RequestContext): Promise<void> => {
    const workbook = await services.userExport.template(requireSignedIn(context));
    await sendFile(response, context, xlsxFile(context.language === 'en' ? 'user-import-template' : '用户数据模板'), workbook);
  };
}

/** GET /api/blade-user/export-user: the users matching the list filters, streamed (token also as ?Blade-Auth=). */
export function createExportUserHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const filter = legacyUserFilter(request);
    await streamFile(response, context, 'user', () =>
      services.userExport.exportTo(signed, filter, response, () =>
        xlsxAttachment(response, context.language === 'en' ? 'users' : '用户数据'),
      ),
    );
  };
}

/** POST /api/blade-user/import-user (multipart `file`, `isCovered` 0/1): all rows or nothing, with a row-level report. */
export function createImportUserHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const file = await receiveXlsx(request, response);
    const covered = readParam(request, 'isCovered', 5);
    const result = await services.userImport.importUsers(signed, file, covered === '1' || covered === 'true');
    sendImportResult(response, context, result.problems, { inserted: result.inserted, updated: result.updated });
  };
}

/** POST /api/blade-user/update-password: md5 hex of old, new and repeated password (legacy clients hash). */
export function createUpdatePasswordHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    await services.userAccount.updatePassword(signed, {
      oldPasswordMd5: requireParam(request, 'oldPassword', 64),
      newPasswordMd5: requireParam(request, 'newPassword', 64),
      newPassword1Md5: requireParam(request, 'newPassword1', 64),
    });
    response.status(200).json(statusOk());
  };
}
