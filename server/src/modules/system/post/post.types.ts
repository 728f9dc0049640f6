import { Field, Int, ObjectType } from 'type-graphql';
import { AuditView, auditOf } from '../../../core/graphql/audit-view.types';
import { createPageType } from '../../../core/graphql/page.types';
import type { Post } from './post.entity';

@ObjectType({ description: 'A job post of the caller’s tenant.' })
export class PostView extends AuditView {
  @Field({ description: 'Tenant that owns the post (the caller’s).' })
  tenantId!: string;

  @Field(() => Int, { description: 'Type (dictionary post_category).' })
  category!: number;

  @Field({ description: 'Label of the type.' })
  categoryName!: string;

  @Field({ description: 'Code.' })
  postCode!: string;

  @Field({ description: 'Name.' })
  postName!: string;

  @Field(() => Int, { description: 'Sort order.' })
  sort!: number;

  @Field({ description: 'Remark.' })
  remark!: string;
}

export const PostPage = createPageType(PostView, 'PostPage');
export type PostPage = InstanceType<typeof PostPage>;

export function toPostView(post: Post, categoryNames: Map<string, string>): PostView {
  return {
    ...auditOf(post),
    tenantId: post.tenantId,
    category: post.category,
    categoryName: categoryNames.get(String(post.category)) ?? '',
    postCode: post.postCode,
    postName: post.postName,
    sort: post.sort,
    remark: post.remark ?? '',
  };
}
