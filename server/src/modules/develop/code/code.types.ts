import { createPageType } from '../../../core/graphql/page.types';
import { CodeRecord } from './code.entity';

export const CodePage = createPageType(CodeRecord, 'CodeRecordPage');
export type CodePage = InstanceType<typeof CodePage>;
