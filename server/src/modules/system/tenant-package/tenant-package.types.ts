import { createPageType } from '../../../core/graphql/page.types';
import { TenantPackage } from './tenant-package.entity';

export const TenantPackagePage = createPageType(TenantPackage, 'TenantPackagePage');
export type TenantPackagePage = InstanceType<typeof TenantPackagePage>;
