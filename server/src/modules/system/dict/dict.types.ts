import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';

/** Columns shared by system (blade_dict) and business (blade_dict_biz) dictionary rows. */
export interface DictColumns {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark?: string | null;
  isSealed: number;
  createTime: Date;
  updateTime: Date;
}

/** dictKey of a dictionary root; its items carry their own keys. */
export const ROOT_DICT_KEY = '-1';
export const ROOT_PARENT_ID = '0';

@ObjectType({
  description: 'A dictionary row (system or business): a root (parentId "0", dictKey "-1") or an item. Build trees from parentId.',
})
export class DictEntry {
  @Field(() => ID, { description: 'Row id.' })
  id!: string;

  @Field(() => ID, { description: 'Parent row id; "0" for a root.' })
  parentId!: string;

  @Field({ description: 'Dictionary code; items carry the code of their root.' })
  code!: string;

  @Field({ description: 'Item key ("-1" on a root).' })
  dictKey!: string;

  @Field({ description: 'Item label, or the dictionary name on a root.' })
  dictValue!: string;

  @Field(() => Int, { description: 'Sort order (ascending).' })
  sort!: number;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  remark!: string | null;

  @Field(() => Int, { description: '0 editable, 1 sealed (sealed items are left out of dictionary(code)).' })
  isSealed!: number;

  @Field(() => String, { nullable: true, description: 'Label of the parent row; null on a root.' })
  parentName!: string | null;

  @Field(() => Date, { description: 'Creation time (UTC).' })
  createTime!: Date;

  @Field(() => Date, { description: 'Last change time (UTC).' })
  updateTime!: Date;
}

export const DictEntryPage = createPageType(DictEntry, 'DictEntryPage');
export type DictEntryPage = InstanceType<typeof DictEntryPage>;

@ObjectType({ description: 'One item of a dictionary, as other pages use it for labels and selects.' })
export class DictionaryItem {
  @Field(() => ID, { description: 'Row id.' })
  id!: string;

  @Field(() => ID, { description: 'Parent row id (the root for first-level items).' })
  parentId!: string;

  @Field({ description: 'Dictionary code.' })
  code!: string;

  @Field({ description: 'Item key, e.g. "1".' })
  dictKey!: string;

  @Field({ description: 'Item label.' })
  dictValue!: string;

  @Field(() => Int, { description: 'Sort order (ascending).' })
  sort!: number;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  remark!: string | null;
}

export function toDictEntry(row: DictColumns, parentName: string | null = null): DictEntry {
  return {
    id: row.id,
    parentId: row.parentId,
    code: row.code,
    dictKey: row.dictKey,
    dictValue: row.dictValue,
    sort: row.sort,
    remark: row.remark ?? null,
    isSealed: row.isSealed,
    parentName,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

export function toDictionaryItem(row: DictColumns): DictionaryItem {
  return {
    id: row.id,
    parentId: row.parentId,
    code: row.code,
    dictKey: row.dictKey,
    dictValue: row.dictValue,
    sort: row.sort,
    remark: row.remark ?? null,
  };
}
