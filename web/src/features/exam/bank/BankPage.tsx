import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { bankCrud, bankQuestionsPath, type BankRow } from './bank-crud';
import { bankOperations } from './bank-operations';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';

/** Question banks (/exam/bank): list, search, add / edit / view / delete, export, and each bank's questions. */
export function BankPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useCrudList(bankCrud);
  const operations = useCrudOperations(list.variables, bankOperations);
  const questionsOf = (row: BankRow): RowAction[] => [
    {
      key: 'questions',
      label: t('examBank:actions.questionsShort'),
      ariaLabel: t('examBank:actions.questions', { name: row.name }),
      icon: <IconListDetails size={14} aria-hidden />,
      onClick: () => void navigate(bankQuestionsPath(row.id)),
    },
  ];
  return <CrudPage config={bankCrud} list={list} operations={operations} rowActionsExtra={questionsOf} />;
}
