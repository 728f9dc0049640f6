import { Button } from '@mantine/core';
import { IconChartBar, IconEdit, IconHistory, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePublishReportDefinitionMutation } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { ReportHistoryDrawer } from '../history/ReportHistoryDrawer';
import { reportDesignerPath, reportViewerPath } from '../report-layout';
import { reportCrud, reportName, type ReportRow } from './report-crud';
import { reportOperations } from './report-operations';

/** The report list (/report/reportlist): open (viewer), design, publish a draft, delete; add opens the designer. */
export function ReportListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useCrudList(reportCrud);
  const operations = useCrudOperations(list.variables, reportOperations);
  const canRun = usePermission('report_run');
  const canAdd = usePermission('report_add');
  const canEdit = usePermission('report_edit');
  const [publish] = usePublishReportDefinitionMutation();
  const [publishingId, setPublishingId] = useState<string | undefined>(undefined);
  const [history, setHistory] = useState<{ id: string; name: string } | undefined>(undefined);
  const { refetch } = operations;

  const publishRow = (row: ReportRow) => {
    setPublishingId(row.id);
    publish({ variables: { id: row.id } })
      .then(
        () => {
          notifySuccess(t('report:notify.published', { name: reportName(row) }));
          refetch().catch(() => undefined);
        },
        () => undefined,
      )
      .finally(() => setPublishingId(undefined));
  };

  const rowActions = (row: ReportRow): RowAction[] => {
    const actions: RowAction[] = [];
    if (canRun) {
      actions.push({
        key: 'open',
        label: t('report:actions.open'),
        ariaLabel: `${reportName(row)}: ${t('report:actions.open')}`,
        icon: <IconChartBar size={14} aria-hidden />,
        onClick: () => void navigate(reportViewerPath(row.id)),
      });
    }
    if (canEdit) {
      actions.push({
        key: 'design',
        label: t('report:actions.design'),
        ariaLabel: `${reportName(row)}: ${t('report:actions.design')}`,
        icon: <IconEdit size={14} aria-hidden />,
        onClick: () => void navigate(reportDesignerPath(row.id)),
      });
      actions.push({
        key: 'publish',
        label: t('report:actions.publish'),
        ariaLabel: `${reportName(row)}: ${t('report:actions.publish')}`,
        icon: <IconUpload size={14} aria-hidden />,
        color: 'green',
        loading: publishingId === row.id,
        disabledReason: row.state === 'PUBLISHED' ? t('report:actions.alreadyPublished') : undefined,
        onClick: () => publishRow(row),
      });
    }
    actions.push({
      key: 'history',
      label: t('report:actions.history'),
      ariaLabel: `${reportName(row)}: ${t('report:actions.history')}`,
      icon: <IconHistory size={14} aria-hidden />,
      onClick: () => setHistory({ id: row.id, name: reportName(row) }),
    });
    return actions;
  };

  return (
    <>
      <ReportHistoryDrawer report={history} onClose={() => setHistory(undefined)} />
      <CrudPage
        config={reportCrud}
        list={list}
        operations={operations}
        rowActionsExtra={rowActions}
        toolbarExtra={() =>
          canAdd && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void navigate(reportDesignerPath())}>
              {t('crud:toolbar.add')}
            </Button>
          )
        }
      />
    </>
  );
}
