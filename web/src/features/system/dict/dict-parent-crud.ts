import type { DictFilter } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { dictLabel } from './dict-label';
import { dictParentSchema, sealedOptions } from './dict-schema';
import type { DictKind, DictParentValues, DictRow } from './dict-types';
import { parentValuesOf } from './dict-values';

/** Dialog width of the dictionary screens (SPEC §9). */
export const dictDialogWidth = 880;

/** Button codes of the two dictionary menus (menu seed: dict_*, dictbiz_*). */
export const dictPermissionCodes: Record<DictKind, { add: string; edit: string; delete: string; view: string }> = {
  system: { add: 'dict_add', edit: 'dict_edit', delete: 'dict_delete', view: 'dict_view' },
  biz: { add: 'dictbiz_add', edit: 'dictbiz_edit', delete: 'dictbiz_delete', view: 'dictbiz_view' },
};

/** "Yes" / "No" of isSealed as an i18n key. */
export function sealedLabelKey(isSealed: number): string {
  return isSealed === 1 ? 'dict:sealed.1' : 'dict:sealed.0';
}

function parentCrud(kind: DictKind): CrudConfig<DictRow, DictParentValues, DictFilter> {
  return {
    key: `system.dict.${kind}.parents`,
    title: kind === 'system' ? 'menu:dict' : 'menu:dictbiz',
    permissions: dictPermissionCodes[kind],
    columns: [
      { accessor: 'code', title: 'dict:fields.code', sortable: true, noWrap: true },
      { accessor: 'dictValue', title: 'dict:fields.dictValue', sortable: true, value: dictLabel },
      { accessor: 'sort', title: 'dict:fields.sort', sortable: true, width: 80 },
      { accessor: 'isSealed', title: 'dict:fields.isSealed', width: 90, value: (row) => i18n.t(sealedLabelKey(row.isSealed)) },
      { accessor: 'remark', title: 'dict:fields.remark', ellipsis: true, maxWidth: 200, hiddenByDefault: true },
      {
        accessor: 'updateTime',
        title: 'dict:fields.updateTime',
        noWrap: true,
        hiddenByDefault: true,
        value: (row) => formatDateTime(row.updateTime),
      },
    ],
    search: [
      { name: 'code', label: 'dict:fields.code', placeholder: 'dict:placeholders.code' },
      { name: 'dictValue', label: 'dict:fields.dictValue', placeholder: 'dict:placeholders.dictValue' },
    ],
    form: {
      width: dictDialogWidth,
      schema: dictParentSchema,
      initialValues: { code: '', dictValue: '', sort: '', isSealed: '0', remark: '' },
      fromRow: parentValuesOf,
      fields: [
        { name: 'code', label: 'dict:fields.code', placeholder: 'dict:placeholders.code', required: true, span: 12 },
        { name: 'dictValue', label: 'dict:fields.dictValue', placeholder: 'dict:placeholders.dictValue', required: true, span: 12 },
        { name: 'sort', label: 'dict:fields.sort', placeholder: 'dict:placeholders.sort', type: 'number', required: true, span: 12 },
        { name: 'isSealed', label: 'dict:fields.isSealed', type: 'select', options: sealedOptions, required: true, span: 12 },
        { name: 'remark', label: 'dict:fields.remark', placeholder: 'dict:placeholders.remark', type: 'textarea' },
      ],
    },
    export: { fileName: kind === 'system' ? 'menu:dict' : 'menu:dictbiz' },
  };
}

/** The dictionary (root) lists of both kinds. */
export const dictParentCrud: Record<DictKind, CrudConfig<DictRow, DictParentValues, DictFilter>> = {
  system: parentCrud('system'),
  biz: parentCrud('biz'),
};
