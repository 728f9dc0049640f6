import { createPageType } from '../../../core/graphql/page.types';
import { Oss } from './oss.entity';

export const OssPage = createPageType(Oss, 'OssPage');
export type OssPage = InstanceType<typeof OssPage>;
