import { createPageType } from '../../../core/graphql/page.types';
import { Attach } from './attach.entity';

export const AttachPage = createPageType(Attach, 'AttachPage');
export type AttachPage = InstanceType<typeof AttachPage>;
