import { requirePlatform } from '../../../core/auth/platform';
import { randomBytes } from 'node:crypto';
import type { FilterQuery } from '@mikro-orm/core';
import { Algorithm, hash } from '@node-rs/argon2';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import { freeUniqueValue, refusingDuplicates } from '../../../core/db/live-unique';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../menu/menu.service';
import { assertIds } from '../tenant/tenant.service';
import { Client } from './client.entity';
import type { ClientFilter, ClientInput } from './client.inputs';
import type { ClientSubmitResult } from './client.types';

const SORTABLE = ['clientId', 'accessTokenValidity', 'refreshTokenValidity', 'createTime', 'updateTime'] as const;

/** Told when a client changes, so cached secret verifications are dropped (AuthService). */
export interface ClientChangeListener {
  forgetClient(clientId: string): void;
}

/** OAuth clients (platform administrator only). Secrets are stored as argon2id hashes and never read back. */
export class ClientService {
  constructor(
    private readonly menus: MenuService,
    private readonly listener: ClientChangeListener,
    /** The client the web app signs in as: it cannot be deleted. */
    private readonly webClientId: string,
  ) {}

  async page(
    context: SignedInContext,
    filter: ClientFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<Client>> {
    requirePlatform(context);
    await this.menus.require(context, 'client');
    const where: FilterQuery<Client> = {};
    if (filter?.clientId) {
      where.clientId = { $like: containsPattern(filter.clientId) };
    }
    return findPage(context.platformEm, Client, where, page, orderByOf<Client>(sort, SORTABLE, { createTime: 'asc', id: 'asc' }));
  }

  async detail(context: SignedInContext, id: string): Promise<Client> {
    requirePlatform(context);
    await this.menus.require(context, 'client');
    const client = isId(id) ? await context.platformEm.findOne(Client, { id }) : null;
    if (!client) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return client;
  }

  /** Adds or changes a client; a generated secret is answered once and only its hash is kept. */
  async submit(context: SignedInContext, input: ClientInput): Promise<ClientSubmitResult> {
    requirePlatform(context);
    await this.menus.require(context, input.id ? 'client_edit' : 'client_add');
    const em = context.platformEm;
    const clientId = input.clientId.trim();
    const taken = () =>
      new AppError('CONFLICT', 'client.clientIdExists', { clientId }, [
        { field: 'clientId', messageKey: 'client.clientIdExists', params: { clientId } },
      ]);
    await freeUniqueValue(em, Client, { clientId }, input.id, taken);
    const existing = input.id ? await this.detail(context, input.id) : null;
    const generatedSecret = input.clientSecret ? null : !existing || input.rotateSecret ? randomBytes(24).toString('base64url') : null;
    const newSecret = input.clientSecret ?? generatedSecret;
    const fields = {
      clientId,
      scope: input.scope.trim() || 'all',
      authorizedGrantTypes: [...new Set(input.authorizedGrantTypes)].join(','),
      webServerRedirectUri: input.webServerRedirectUri || null,
      authorities: input.authorities || null,
      accessTokenValidity: input.accessTokenValidity,
      refreshTokenValidity: input.refreshTokenValidity,
      autoapprove: input.autoapprove || null,
    };
    const secretHash = newSecret ? await hash(newSecret, { algorithm: Algorithm.Argon2id }) : null;
    let client: Client;
    if (existing) {
      this.listener.forgetClient(existing.clientId);
      Object.assign(existing, fields, secretHash ? { clientSecret: secretHash } : {});
      client = existing;
    } else {
      client = em.create(Client, { ...fields, clientSecret: secretHash ?? '' });
    }
    await refusingDuplicates(() => em.flush(), taken);
    this.listener.forgetClient(clientId);
    return { client, generatedSecret };
  }

  /** Soft-deletes clients; the web app's own client is refused. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    requirePlatform(context);
    await this.menus.require(context, 'client_delete');
    assertIds(ids);
    const em = context.platformEm;
    const clients = await em.find(Client, { id: { $in: ids } });
    const web = clients.find((client) => client.clientId === this.webClientId);
    if (web) {
      throw new AppError('CONFLICT', 'client.webClientRequired', { clientId: web.clientId });
    }
    const removed = await em.nativeUpdate(
      Client,
      { id: { $in: clients.map((client) => client.id) } },
      { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
    );
    clients.forEach((client) => this.listener.forgetClient(client.clientId));
    return removed;
  }
}
