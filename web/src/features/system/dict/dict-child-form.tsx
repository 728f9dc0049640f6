import { Select } from '@mantine/core';
import type { CrudFormConfig } from '../../../shared/ui/crud/crud-types';
import { dictDialogWidth } from './dict-parent-crud';
import { dictChildSchema, sealedOptions } from './dict-schema';
import { parentOptions } from './dict-tree';
import type { DictChildValues, DictRow } from './dict-types';
import { childValuesOf } from './dict-values';

/**
 * The item form of one dictionary (SPEC §3): the code comes from the dictionary and the parent (a tree
 * select) from where the item is added; neither can be changed. `parentId` is the parent of a new item.
 */
export function dictChildForm(root: DictRow, rows: readonly DictRow[], parentId: string): CrudFormConfig<DictRow, DictChildValues> {
  const parents = parentOptions(root, rows);
  return {
    width: dictDialogWidth,
    schema: dictChildSchema,
    initialValues: { code: root.code, parentId, dictValue: '', dictKey: '', sort: '', isSealed: '0', remark: '' },
    fromRow: childValuesOf,
    fields: [
      { name: 'code', label: 'dict:fields.code', required: true, span: 12, readOnlyIn: ['add', 'edit'] },
      { name: 'dictValue', label: 'dict:fields.itemValue', placeholder: 'dict:placeholders.itemValue', required: true, span: 12 },
      {
        name: 'parentId',
        label: 'dict:fields.parentId',
        span: 12,
        render: ({ inputProps }) => (
          <Select
            label={inputProps.label}
            error={inputProps.error}
            value={typeof inputProps.value === 'string' ? inputProps.value : null}
            data={parents}
            readOnly
            onFocus={inputProps.onFocus}
            onBlur={inputProps.onBlur}
          />
        ),
      },
      { name: 'dictKey', label: 'dict:fields.dictKey', placeholder: 'dict:placeholders.dictKey', required: true, span: 12 },
      { name: 'sort', label: 'dict:fields.sort', placeholder: 'dict:placeholders.sort', type: 'number', required: true, span: 12 },
      { name: 'isSealed', label: 'dict:fields.isSealed', type: 'select', options: sealedOptions, required: true, span: 12 },
      { name: 'remark', label: 'dict:fields.remark', placeholder: 'dict:placeholders.remark', type: 'textarea' },
    ],
  };
}
