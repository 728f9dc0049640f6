import { Checkbox, Input, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '../../../generated/graphql';
import { reviewItems, reviewMoments, type ReviewMomentKey } from './examination-labels';

/** What candidates see (rows: review items) at each moment (columns); one checkbox per pair. */
export function ReviewPolicyMatrix({
  value,
  onChange,
  readOnly = false,
}: {
  value: Record<ReviewMomentKey, ReviewItem[]>;
  onChange?: (value: Record<ReviewMomentKey, ReviewItem[]>) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const toggle = (moment: ReviewMomentKey, item: ReviewItem, checked: boolean) => {
    const current = value[moment];
    const next = checked ? [...current.filter((entry) => entry !== item), item] : current.filter((entry) => entry !== item);
    onChange?.({ ...value, [moment]: next });
  };
  return (
    <Input.Wrapper label={t('examination:review.title')} description={t('examination:review.hint')}>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder withColumnBorders aria-label={t('examination:review.title')} mt="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('examination:review.item')}</Table.Th>
              {reviewMoments.map((moment) => (
                <Table.Th key={moment} ta="center">
                  {t(`examination:review.moments.${moment}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reviewItems.map((item) => (
              <Table.Tr key={item}>
                <Table.Td>{t(`examination:review.items.${item}`)}</Table.Td>
                {reviewMoments.map((moment) => (
                  <Table.Td key={moment} ta="center">
                    <Checkbox
                      styles={{ body: { justifyContent: 'center' } }}
                      aria-label={t('examination:review.cell', {
                        item: t(`examination:review.items.${item}`),
                        moment: t(`examination:review.moments.${moment}`),
                      })}
                      checked={value[moment].includes(item)}
                      disabled={readOnly}
                      onChange={(event) => toggle(moment, item, event.currentTarget.checked)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Input.Wrapper>
  );
}
