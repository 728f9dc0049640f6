import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantPackageSelectQuery } from '../../../generated/graphql';

/** A select of the tenant packages; '' means no package. */
export function PackageSelect({
  label,
  value,
  onChange,
  description,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
}) {
  const { t } = useTranslation();
  const { data, loading } = useTenantPackageSelectQuery({ fetchPolicy: 'cache-and-network' });
  const options = (data?.tenantPackageSelect ?? []).map((item) => ({ value: item.id, label: item.packageName }));
  return (
    <Select
      label={label}
      description={description}
      placeholder={t('tenant:placeholders.noPackage')}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      data={options}
      clearable
      searchable
      nothingFoundMessage={loading ? t('crud:dialog.loading') : t('crud:table.empty')}
    />
  );
}
