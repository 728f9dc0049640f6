import { IconTableOptions } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { modelCrud, type ModelRow } from './model-crud';
import { modelOperations } from './model-operations';
import { PrototypeEditor } from './PrototypeEditor';

/** Models (/tool/model): list, search, add / edit / view / delete, and the prototype editor per row. */
export function ModelPage() {
  const { t } = useTranslation();
  const list = useCrudList(modelCrud);
  const operations = useCrudOperations(list.variables, modelOperations);
  const canDesign = usePermission('model_edit');
  const [designing, setDesigning] = useState<ModelRow | undefined>(undefined);

  return (
    <>
      <CrudPage
        config={modelCrud}
        list={list}
        operations={operations}
        rowActionsExtra={(row): RowAction[] =>
          canDesign
            ? [
                {
                  key: 'prototypes',
                  label: t('develop:prototype.button'),
                  icon: <IconTableOptions size={14} aria-hidden />,
                  onClick: () => setDesigning(row),
                },
              ]
            : []
        }
      />
      {designing ? <PrototypeEditor model={designing} onClose={() => setDesigning(undefined)} /> : null}
    </>
  );
}
