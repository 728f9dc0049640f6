import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope, statusOk } from '../legacy-envelope';
import { legacyPage } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { legacyUser, userInputOf, type UserData } from '../legacy-user-shapes';
import {
  createExportTemplateHandler,
  createExportUserHandler,
  createImportUserHandler,
  createUpdatePasswordHandler,
  legacyUserFilter,
} from '../raw/user-files.handlers';
import {
  LegacyUserDetailDocument,
  LegacyUserGrantDocument,
  LegacyUserOptionsDocument,
  LegacyUserPageDocument,
  LegacyUserProfileDocument,
  LegacyUserRegisterGuestDocument,
  LegacyUserRemoveDocument,
  LegacyUserResetPasswordDocument,
  LegacyUserSubmitDocument,
  LegacyUserUnlockDocument,
  LegacyUserUpdateInfoDocument,
  LegacyUserUpdatePlatformDocument,
} from '../generated/operations';
import type { LegacyUserDetailQuery, LegacyUserPageQuery, LegacyUserProfileQuery } from '../generated/operations';

const USER_BODY_FIELDS = [
  'id',
  'account',
  'password',
  'password2',
  'name',
  'realName',
  'code',
  'avatar',
  'email',
  'phone',
  'birthday',
  'sex',
  'userType',
  'roleId',
  'deptId',
  'postId',
];

/** blade-user: every path of contract §3.1. */
export function userRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  const user = (row: UserData) => legacyUser(row, options.timeZone);
  const page = (data: LegacyUserPageQuery) => envelope(200, legacyPage(data.users, user), DEFAULT_SUCCESS_MESSAGE);
  // The detail and the caller's own profile (aliased `user`) answer the same shape.
  const one = (data: LegacyUserDetailQuery | LegacyUserProfileQuery) => envelope(200, user(data.user), DEFAULT_SUCCESS_MESSAGE);
  const list = (path: string) =>
    operationRoute({
      method: 'GET',
      path,
      operation: LegacyUserPageDocument,
      variables: (request) => ({ page: readPage(request), filter: legacyUserFilter(request) }),
      reshape: page,
    }) satisfies LegacyRoute;
  const submit = (path: string, requireId: boolean): LegacyRoute =>
    operationRoute({
      method: 'POST',
      path,
      operation: LegacyUserSubmitDocument,
      partial: { detail: '/blade-user/detail' },
      variables: (request) => {
        const body = readBody(request, USER_BODY_FIELDS);
        if (requireId && body['id'] === undefined) {
          throw new AppError('VALIDATION', 'errors.paramMissing', { name: 'id' });
        }
        return { input: userInputOf(body, options.timeZone) };
      },
      reshape: statusOk,
    });
  return [
    list('/blade-user/page'),
    list('/blade-user/list'),
    list('/blade-user/search/user'),
    operationRoute({
      method: 'GET',
      path: '/blade-user/detail',
      operation: LegacyUserDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: one,
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-user/platform-detail',
      operation: LegacyUserDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: one,
    }),
    operationRoute({ method: 'GET', path: '/blade-user/info', operation: LegacyUserProfileDocument, reshape: one }),
    operationRoute({
      method: 'GET',
      path: '/blade-user/user-list',
      operation: LegacyUserOptionsDocument,
      variables: (request) => ({ search: readParam(request, 'account', 45) || readParam(request, 'realName', 45) || null }),
      reshape: (data) => {
        const rows = data.userOptions;
        return dataEnvelope(
          rows.map((row) => ({ id: row.id, account: row.account, name: row.name, realName: row.realName, deptId: row.deptIds.join(',') })),
          [],
        );
      },
    }),
    submit('/blade-user/submit', false),
    submit('/blade-user/update', true),
    operationRoute({
      method: 'POST',
      path: '/blade-user/update-info',
      operation: LegacyUserUpdateInfoDocument,
      partial: { exempt: "updates the caller's own profile; absent fields already keep their value" },
      variables: (request) => {
        const body = readBody(request, ['avatar', 'name', 'realName', 'phone', 'email']);
        const text = (name: string) => (typeof body[name] === 'string' && body[name] !== '' ? body[name] : undefined);
        return {
          input: {
            avatar: text('avatar'),
            name: text('name'),
            realName: text('realName'),
            phone: typeof body['phone'] === 'string' ? body['phone'] : '',
            email: text('email'),
          },
        };
      },
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-user/remove',
      operation: LegacyUserRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-user/grant',
      operation: LegacyUserGrantDocument,
      variables: (request) => ({ userIds: readIdList(request, 'userIds'), roleIds: readIdList(request, 'roleIds') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-user/reset-password',
      operation: LegacyUserResetPasswordDocument,
      variables: (request) => ({ userIds: readIdList(request, 'userIds') }),
      reshape: statusOk,
    }),
    { kind: 'raw', method: 'POST', path: '/blade-user/update-password', handle: createUpdatePasswordHandler(services) },
    operationRoute({
      method: 'POST',
      path: '/blade-user/unlock',
      operation: LegacyUserUnlockDocument,
      variables: (request) => ({ userIds: readIdList(request, 'userIds') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-user/register-guest',
      public: true,
      operation: LegacyUserRegisterGuestDocument,
      variables: (request) => ({
        input: {
          tenantId: requireParam(request, 'tenantId', 12),
          name: requireParam(request, 'name', 10),
          account: requireParam(request, 'account', 45),
          password: requireParam(request, 'password', 64),
          oauthId: readParam(request, 'oauthId', 64) || undefined,
        },
      }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-user/update-platform',
      operation: LegacyUserUpdatePlatformDocument,
      partial: { exempt: "sets one user's platform type and extension as a whole" },
      variables: (request) => ({
        input: {
          userId: requireParam(request, 'userId', 19),
          userType: Number(requireParam(request, 'userType', 1)),
          userExt: readParam(request, 'userExt', 4000) ?? null,
        },
      }),
      reshape: statusOk,
    }),
    { kind: 'raw', method: 'POST', path: '/blade-user/import-user', handle: createImportUserHandler(services) },
    { kind: 'raw', method: 'GET', path: '/blade-user/export-user', handle: createExportUserHandler(services) },
    { kind: 'raw', method: 'GET', path: '/blade-user/export-template', handle: createExportTemplateHandler(services) },
  ];
}
