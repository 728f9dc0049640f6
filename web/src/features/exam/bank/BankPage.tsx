import { ActionIcon, Tooltip } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { bankCrud, bankQuestionsPath, type BankRow } from './bank-crud';
import { useBankOperations } from './useBankOperations';

/** Question banks (/exam/bank): list, search, add / edit / view / delete, export, and each bank's questions. */
export function BankPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useCrudList(bankCrud);
  const operations = useBankOperations(list.variables);
  const questionsOf = (row: BankRow) => {
    const label = t('examBank:actions.questions', { name: row.name });
    return (
      <Tooltip label={label}>
        <ActionIcon variant="subtle" aria-label={label} onClick={() => void navigate(bankQuestionsPath(row.id))}>
          <IconListDetails size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  };
  return <CrudPage config={bankCrud} list={list} operations={operations} rowActionsExtra={questionsOf} />;
}
