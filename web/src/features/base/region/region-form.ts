import { z } from 'zod';
import { wholeNumberSchema } from '../../../shared/utils/whole-number-schema';

/** Values of the region form (add below the chosen region, or change the chosen one). */
export interface RegionFormValues {
  parentCode: string;
  code: string;
  name: string;
  sort: number | '';
  remark: string;
}

/** The region form; rules as on the server (region.inputs.ts, region.codePrefix). */
export function regionSchema(parentCode: string) {
  return z.object({
    parentCode: z.string(),
    code: z
      .string()
      .trim()
      .min(1, 'region:validation.codeRequired')
      .regex(/^\d{2,12}$/, 'region:validation.codeFormat')
      // Below a province a code starts with its parent's code.
      .refine(
        (code) => parentCode === '00' || parentCode === '0' || parentCode === '' || code.startsWith(parentCode),
        'region:validation.codePrefix',
      ),
    name: z.string().trim().min(1, 'region:validation.nameRequired').max(64, 'region:validation.nameTooLong'),
    sort: wholeNumberSchema(0, 99_999_999, 'region:validation.sortRange'),
    remark: z.string().max(255, 'region:validation.remarkTooLong'),
  });
}
