/** GraphQL fields behind the legacy paths of one dictionary kind (system or business). */
export interface DictApi {
  /** Operation name part: LegacyDict... or LegacyDictBiz... */
  name: string;
  parents: string;
  children: string;
  tree: string;
  entry: string;
  dictionary: string;
  submit: string;
  remove: string;
}

export const SYSTEM_DICT_API: DictApi = {
  name: 'Dict',
  parents: 'dictParents',
  children: 'dictChildren',
  tree: 'dictTree',
  entry: 'dictEntry',
  dictionary: 'dictionary',
  submit: 'submitDict',
  remove: 'removeDicts',
};

export const BIZ_DICT_API: DictApi = {
  name: 'DictBiz',
  parents: 'dictBizParents',
  children: 'dictBizChildren',
  tree: 'dictBizTree',
  entry: 'dictBizEntry',
  dictionary: 'bizDictionary',
  submit: 'submitDictBiz',
  remove: 'removeDictBiz',
};

const ENTRY_FIELDS = 'id parentId code dictKey dictValue sort remark isSealed parentName';
const ITEM_FIELDS = 'id parentId code dictKey dictValue sort remark';

/** One named operation per legacy path of /blade-system/dict/* or /blade-system/dict-biz/*. */
export function dictOperations(api: DictApi) {
  const name = `Legacy${api.name}`;
  return {
    list: `query ${name}List($filter: DictFilter) { ${api.tree}(filter: $filter) { ${ENTRY_FIELDS} } }`,
    parentList: `query ${name}ParentList($filter: DictFilter, $page: PageInput) { ${api.parents}(filter: $filter, page: $page) { records { ${ENTRY_FIELDS} } total size current pages } }`,
    childList: `query ${name}ChildList($parentId: ID!, $filter: DictFilter) { ${api.children}(parentId: $parentId, filter: $filter) { ${ENTRY_FIELDS} } }`,
    detail: `query ${name}Detail($id: ID!) { ${api.entry}(id: $id) { ${ENTRY_FIELDS} } }`,
    tree: `query ${name}Tree { ${api.tree} { id parentId dictValue } }`,
    dictionary: `query ${name}Dictionary($code: String!) { ${api.dictionary}(code: $code) { ${ITEM_FIELDS} } }`,
    dictionaryTree: `query ${name}DictionaryTree($code: String!) { ${api.dictionary}(code: $code) { ${ITEM_FIELDS} } }`,
    submit: `mutation ${name}Submit($input: DictInput!) { ${api.submit}(input: $input) { id } }`,
    remove: `mutation ${name}Remove($ids: [ID!]!) { ${api.remove}(ids: $ids) }`,
  };
}
