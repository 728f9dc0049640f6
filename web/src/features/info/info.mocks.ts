import { graphql, http, HttpResponse } from 'msw';
import type {
  MyProfileQuery,
  MyProfileQueryVariables,
  UpdateMyInfoMutation,
  UpdateMyInfoMutationVariables,
  UpdateMyPasswordMutation,
  UpdateMyPasswordMutationVariables,
} from '../../generated/graphql';
import { sessionFixtures } from '../../shared/session/session.mocks';

/** The caller's profile: two departments and two roles (so the switch dialog has a choice). */
export const profileFixture: MyProfileQuery['myProfile'] = {
  id: sessionFixtures.user.id,
  tenantId: sessionFixtures.user.tenantId,
  tenantName: sessionFixtures.user.tenantName,
  account: sessionFixtures.user.account,
  name: sessionFixtures.user.name,
  realName: sessionFixtures.user.realName,
  avatar: '',
  phone: '13800000001',
  email: sessionFixtures.user.email,
  deptIds: [...sessionFixtures.user.deptIds, '1123598813738675202'],
  deptNames: ['Head office', 'Training school'],
  roleIds: [...sessionFixtures.user.roleIds, '1123598816738675202'],
  roleNames: ['Super Administrator', 'Teacher'],
};

/** The smallest PNG signature the avatar download answers with. */
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const infoMocks = {
  AttachDownload: http.get(
    '*/api/blade-resource/attach/download',
    () => new HttpResponse(pngBytes, { headers: { 'Content-Type': 'image/png' } }),
  ),
  MyProfile: graphql.query<MyProfileQuery, MyProfileQueryVariables>('MyProfile', () =>
    HttpResponse.json({ data: { myProfile: profileFixture } }),
  ),
  UpdateMyInfo: graphql.mutation<UpdateMyInfoMutation, UpdateMyInfoMutationVariables>('UpdateMyInfo', ({ variables }) =>
    HttpResponse.json({
      data: {
        updateMyInfo: {
          id: profileFixture.id,
          avatar: variables.input.avatar ?? null,
          phone: variables.input.phone,
          email: variables.input.email ?? null,
          name: profileFixture.name,
          realName: profileFixture.realName,
        },
      },
    }),
  ),
  UpdateMyPassword: graphql.mutation<UpdateMyPasswordMutation, UpdateMyPasswordMutationVariables>('UpdateMyPassword', () =>
    HttpResponse.json({ data: { updateMyPassword: true } }),
  ),
};
