import { createPageType } from '../../../core/graphql/page.types';
import { Param } from './param.entity';

export const ParamPage = createPageType(Param, 'ParamPage');
export type ParamPage = InstanceType<typeof ParamPage>;
