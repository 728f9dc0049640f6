import { Field, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { Tenant } from './tenant.entity';

@ObjectType({ description: 'Branding of the tenant that owns a login domain.' })
export class TenantInfo {
  @Field({ description: 'Tenant id.' })
  tenantId!: string;

  @Field({ description: 'Tenant name.' })
  tenantName!: string;

  @Field({ description: 'The domain it was found by.' })
  domain!: string;

  @Field({ description: 'Login page background image URL, empty when none.' })
  backgroundUrl!: string;
}

export const TenantPage = createPageType(Tenant, 'TenantPage');
export type TenantPage = InstanceType<typeof TenantPage>;
