import { graphql, HttpResponse } from 'msw';
import type { DictionaryQuery, DictionaryQueryVariables } from '../../generated/graphql';

type Item = DictionaryQuery['dictionary'][number];

function items(code: string, entries: ReadonlyArray<readonly [string, string]>): Item[] {
  return entries.map(([dictKey, dictValue], index) => ({ id: `${code}-${dictKey}`, dictKey, dictValue, sort: index + 1 }));
}

/** System dictionaries the pages read (labels are data: English here, Chinese in the seed). */
export const dictionaryFixtures: Readonly<Record<string, Item[]>> = {
  org_category: items('org_category', [
    ['1', 'Company'],
    ['2', 'Department'],
    ['3', 'Team'],
  ]),
  post_category: items('post_category', [
    ['1', 'Senior'],
    ['2', 'Middle'],
    ['3', 'Junior'],
    ['4', 'Other'],
  ]),
  menu_category: items('menu_category', [
    ['1', 'Menu'],
    ['2', 'Button'],
  ]),
  button_func: items('button_func', [
    ['1', 'Toolbar'],
    ['2', 'Row'],
    ['3', 'Toolbar and row'],
  ]),
  yes_no: items('yes_no', [
    ['1', 'No'],
    ['2', 'Yes'],
  ]),
  data_scope_type: items('data_scope_type', [
    ['1', 'All'],
    ['2', 'Own'],
    ['3', 'Own department'],
    ['4', 'Department and children'],
    ['5', 'Custom'],
  ]),
  api_scope_type: items('api_scope_type', [
    ['1', 'System API'],
    ['2', 'Business API'],
  ]),
  user_type: items('user_type', [
    ['1', 'WEB'],
    ['2', 'APP'],
    ['3', 'OTHER'],
  ]),
  sex: items('sex', [
    ['1', 'Male'],
    ['2', 'Female'],
  ]),
};

/** The Dictionary query: the items of a known code, none for others. */
export const dictionaryMocks = {
  Dictionary: graphql.query<DictionaryQuery, DictionaryQueryVariables>('Dictionary', ({ variables }) =>
    HttpResponse.json({ data: { dictionary: dictionaryFixtures[variables.code] ?? [] } }),
  ),
};
