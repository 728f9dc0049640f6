import {
  RemoveSmsConfigsDocument,
  SmsConfigDocument,
  SmsConfigsDocument,
  SubmitSmsConfigDocument,
  type SmsConfigFilter,
  type SmsConfigInput,
} from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { SmsFormValues, SmsRow, SmsSearch } from './sms-crud';

function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The search values as the list query's filter (the provider as its number). */
export function smsFilter(search: Partial<SmsSearch> | undefined): SmsConfigFilter {
  return {
    ...(search?.smsCode ? { smsCode: search.smsCode } : {}),
    ...(search?.templateId ? { templateId: search.templateId } : {}),
    ...(search?.category ? { category: Number(search.category) } : {}),
  };
}

/** The form values as the mutation's input; an empty secret is left out so the stored one stays. */
export function smsInput(values: SmsFormValues, row: SmsRow | undefined): SmsConfigInput {
  const yunpian = values.category === '1';
  return {
    ...(row ? { id: row.id } : {}),
    category: Number(values.category),
    smsCode: values.smsCode.trim(),
    templateId: values.templateId.trim(),
    accessKey: values.accessKey.trim(),
    ...(values.secretKey === '' || yunpian ? {} : { secretKey: values.secretKey }),
    regionId: orNull(values.regionId),
    signName: orNull(values.signName),
    appId: values.category === '4' ? orNull(values.appId) : null,
    templateVariables: yunpian ? null : orNull(values.templateVariables),
    remark: orNull(values.remark),
  };
}

/** The SMS page's list, detail, submit and remove, for useCrudOperations (enable and test-send are the page's own calls). */
export const smsOperations = crudOperations<SmsRow, SmsFormValues, SmsSearch>()({
  list: SmsConfigsDocument,
  page: (data) => data.smsConfigs,
  variables: ({ filter, page, sort }) => ({ filter: smsFilter(filter), page, ...(sort ? { sort } : {}) }),
  detail: { document: SmsConfigDocument, row: (data) => data.smsConfig },
  submit: { document: SubmitSmsConfigDocument, input: smsInput },
  remove: { document: RemoveSmsConfigsDocument },
});
