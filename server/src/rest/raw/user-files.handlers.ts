import type { Request, Response } from 'express';
import multer from 'multer';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import { translate } from '../../core/errors/messages';
import type { RequestContext, SignedInContext } from '../../core/http/request-context';
import { IMPORT_LIMITS, type ImportFile } from '../../modules/system/user/user-import.service';
import { XLSX_CONTENT_TYPE } from '../../modules/system/user/user-sheet';
import type { UserFilter } from '../../modules/system/user/user.inputs';
import { DEFAULT_SUCCESS_MESSAGE, envelope, sendEnvelope, statusOk } from '../legacy-envelope';
import { readParam, requireParam } from '../legacy-params';

/** The signed-in context of a raw handler, or UNAUTHENTICATED. */
export function requireSignedIn(context: RequestContext): SignedInContext {
  if (!context.actor) {
    throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  }
  return context as SignedInContext;
}

/** Headers of an xlsx download named `baseName`.xlsx (UTF-8 names for both old and new browsers). */
export function xlsxAttachment(response: Response, baseName: string): void {
  response.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  response.setHeader('Content-Disposition', `attachment; filename="${encodeURIComponent(baseName)}.xlsx"; filename*=UTF-8''${encodeURIComponent(baseName)}.xlsx`);
  response.setHeader('Cache-Control', 'no-store');
}

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
  return { account: text('account'), realName: text('realName'), name: text('name'), deptName: text('deptName'), postName: text('postName'), userType: userType ? Number(userType) : undefined, deptId: deptId || undefined };
}

/** GET /api/blade-user/export-template: the empty import workbook (headers in the caller's language). */
export function createExportTemplateHandler(services: Services) {
  return async (_request: Request, response: Response, context: RequestContext): Promise<void> => {
    const workbook = await services.userExport.template(requireSignedIn(context));
    xlsxAttachment(response, context.language === 'en' ? 'user-import-template' : '用户数据模板');
    response.status(200).send(workbook);
  };
}

/** GET /api/blade-user/export-user: the users matching the list filters, streamed (token also as ?Blade-Auth=). */
export function createExportUserHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const filter = legacyUserFilter(request);
    try {
      await services.userExport.exportTo(signed, filter, response, () => xlsxAttachment(response, context.language === 'en' ? 'users' : '用户数据'));
    } catch (error) {
      if (!response.headersSent) {
        throw error;
      }
      // Half a workbook was sent: the client sees a broken download; record why.
      context.logger.error({ err: error }, 'user export failed while streaming');
      response.destroy();
    }
  };
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
}).single('file');

function receiveFile(request: Request, response: Response): Promise<ImportFile | undefined> {
  return new Promise((resolve, reject) => {
    upload(request, response, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        reject(
          error.code === 'LIMIT_FILE_SIZE'
            ? new AppError('VALIDATION', 'user.importTooLarge', { max: IMPORT_LIMITS.maxBytes / 1024 / 1024 })
            : new AppError('VALIDATION', 'user.importFileMissing'),
        );
        return;
      }
      if (error) {
        reject(new AppError('VALIDATION', 'user.importFileMissing'));
        return;
      }
      const file = request.file;
      resolve(file ? { originalName: Buffer.from(file.originalname, 'latin1').toString('utf8'), buffer: file.buffer } : undefined);
    });
  });
}

/** POST /api/blade-user/import-user (multipart `file`, `isCovered` 0/1): all rows or nothing, with a row-level report. */
export function createImportUserHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const file = await receiveFile(request, response);
    const covered = readParam(request, 'isCovered', 5);
    const result = await services.userImport.importUsers(signed, file, covered === '1' || covered === 'true');
    if (result.problems.length > 0) {
      sendEnvelope(response, 400, envelope(400, { errors: result.problems }, translate('user.importFailed', context.language, { count: result.problems.length })));
      return;
    }
    sendEnvelope(response, 200, envelope(200, { inserted: result.inserted, updated: result.updated }, DEFAULT_SUCCESS_MESSAGE));
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
