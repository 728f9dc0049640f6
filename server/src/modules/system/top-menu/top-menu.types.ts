import { Field, Int, ObjectType } from 'type-graphql';
import { AuditView, auditOf } from '../../../core/graphql/audit-view.types';
import { createPageType } from '../../../core/graphql/page.types';
import type { TopMenu } from './top-menu.entity';

@ObjectType({ description: 'A top-bar menu entry of the caller’s tenant, as administration shows it.' })
export class TopMenuView extends AuditView {
  @Field({ description: 'Tenant that owns it (the caller’s).' })
  tenantId!: string;

  @Field({ description: 'Code.' })
  code!: string;

  @Field({ description: 'Name.' })
  name!: string;

  @Field({ description: 'Icon name.' })
  source!: string;

  @Field(() => Int, { description: 'Sort order.' })
  sort!: number;
}

export const TopMenuPage = createPageType(TopMenuView, 'TopMenuPage');
export type TopMenuPage = InstanceType<typeof TopMenuPage>;

export function toTopMenuView(topMenu: TopMenu): TopMenuView {
  return {
    ...auditOf(topMenu),
    tenantId: topMenu.tenantId,
    code: topMenu.code,
    name: topMenu.name,
    source: topMenu.source,
    sort: topMenu.sort,
  };
}
