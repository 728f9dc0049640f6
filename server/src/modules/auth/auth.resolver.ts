import { isPlatformActor } from '../../core/auth/platform';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../core/auth/auth-checker';
import { md5Hex } from '../../core/auth/password';
import { Public } from '../../core/auth/public.decorator';
import type { RequestContext } from '../../core/http/request-context';
import type { MenuService } from '../system/menu/menu.service';
import type { UserService } from '../system/user/user.service';
import type { AuthService } from './auth.service';
import { LoginInput, RefreshTokenInput } from './auth.inputs';
import { AuthPayload, CaptchaView, ClientConfig, CurrentUser } from './auth.types';
import type { CaptchaService } from './captcha.service';
import { actorFromClaims, type IssuedTokens } from './session.service';
import { describeUser } from '../system/user/user.service';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly clientConfigValue: ClientConfig,
    private readonly auth: AuthService,
    private readonly captchas: CaptchaService,
    private readonly users: UserService,
    private readonly menus: MenuService,
  ) {}

  @Public()
  @Query(() => ClientConfig, { description: 'Settings the login page needs.' })
  clientConfig(): ClientConfig {
    return this.clientConfigValue;
  }

  @Public()
  @Mutation(() => CaptchaView, { description: 'Issues a new captcha challenge.' })
  async captcha(): Promise<CaptchaView> {
    return this.captchas.issue();
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Signs in with tenant, account and password.' })
  async login(@Arg('input') input: LoginInput, @Ctx() context: RequestContext): Promise<AuthPayload> {
    const client = await this.auth.webClient(context.platformEm);
    const issued = await this.auth.login(context, client, {
      tenantId: input.tenantId,
      account: input.account,
      passwordMd5: md5Hex(input.password),
      grantType: input.captchaKey ? 'captcha' : 'password',
      captchaKey: input.captchaKey,
      captchaCode: input.captchaCode,
      deptId: input.deptId,
      roleId: input.roleId,
    });
    return toPayload(issued);
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Exchanges a refresh token for a new token pair (the old one stops working).' })
  async refreshToken(@Arg('input') input: RefreshTokenInput, @Ctx() context: RequestContext): Promise<AuthPayload> {
    const client = await this.auth.webClient(context.platformEm);
    const issued = await this.auth.refresh(context, client, input);
    return toPayload(issued);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Signs out: ends this session and its refresh tokens.' })
  async logout(@Ctx() context: RequestContext): Promise<boolean> {
    await this.auth.logout(signedIn(context));
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Clears server-side caches of menus and grants: every tenant’s for administrators, the tenant’s for holders of role_grant, ' +
      'otherwise the caller’s own.',
  })
  async clearCache(@Ctx() context: RequestContext): Promise<boolean> {
    await this.menus.clearCacheFor(signedIn(context));
    return true;
  }

  @Authorized()
  @Query(() => CurrentUser, { description: 'The signed-in user.' })
  async me(@Ctx() context: RequestContext): Promise<CurrentUser> {
    return this.users.currentUser(signedIn(context));
  }
}

function toPayload(issued: IssuedTokens): AuthPayload {
  const actor = actorFromClaims(issued.claims);
  return {
    accessToken: issued.accessToken,
    refreshToken: issued.refreshToken,
    tokenType: 'bearer',
    expiresIn: issued.expiresIn,
    user: describeUser(issued.user, issued.tenant, issued.roles, actor.deptIds, isPlatformActor(actor)),
  };
}
