import { graphql, HttpResponse } from 'msw';
import type {
  AccommodationFieldsFragment,
  AccommodationsQuery,
  AccommodationsQueryVariables,
  RemoveAccommodationMutation,
  RemoveAccommodationMutationVariables,
  SetAccommodationMutation,
  SetAccommodationMutationVariables,
} from '../../../generated/graphql';

/** The first roster candidate of examination.mocks.ts (Wang Fang) has 30 extra minutes on the open examination. */
export const accommodationFixtures: ReadonlyArray<AccommodationFieldsFragment & { __typename: 'Accommodation' }> = [
  {
    __typename: 'Accommodation',
    id: '1990000000000000001',
    examinationId: '1940000000000000002',
    userId: '1123598821738675203',
    account: 'student',
    realName: 'Wang Fang',
    extraTimePct: 0,
    extraTimeMin: 30,
    openAtOverride: null,
    closeAtOverride: null,
    maxAttemptsOverride: null,
    integrityExempt: false,
    note: 'Reading support',
    updateTime: new Date(Date.UTC(2026, 0, 5)).toISOString(),
  },
];

export const accommodationMocks = {
  Accommodations: graphql.query<AccommodationsQuery, AccommodationsQueryVariables>('Accommodations', ({ variables }) =>
    HttpResponse.json({ data: { accommodations: accommodationFixtures.filter((row) => row.examinationId === variables.examinationId) } }),
  ),
  SetAccommodation: graphql.mutation<SetAccommodationMutation, SetAccommodationMutationVariables>('SetAccommodation', ({ variables }) => {
    const { input } = variables;
    const row = {
      ...(accommodationFixtures[0] as AccommodationFieldsFragment & { __typename: 'Accommodation' }),
      id: '1990000000000000099',
      examinationId: input.examinationId,
      userId: input.userId,
      extraTimePct: input.extraTimePct ?? 0,
      extraTimeMin: input.extraTimeMin ?? 0,
      openAtOverride: input.openAtOverride ?? null,
      closeAtOverride: input.closeAtOverride ?? null,
      maxAttemptsOverride: input.maxAttemptsOverride ?? null,
      integrityExempt: input.integrityExempt ?? false,
      note: input.note ?? null,
    };
    return HttpResponse.json({ data: { setAccommodation: row } });
  }),
  RemoveAccommodation: graphql.mutation<RemoveAccommodationMutation, RemoveAccommodationMutationVariables>('RemoveAccommodation', () =>
    HttpResponse.json({ data: { removeAccommodation: true } }),
  ),
};
