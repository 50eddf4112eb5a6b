import { API, type AuthSessionResponse, type AuthUser } from '@coverletter/contracts';
import { Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access, CurrentCaller, CurrentUser, WritesHttpSession, type Caller } from '../access/access.decorator';
import { ExpensiveRoute } from '../common/throttling';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { AuthSessionResponseDto } from './dto/auth-session-response.dto';
import { LoginQueryDto } from './dto/login-query.dto';

@ApiTags('Sign-in')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Get(API.login)
  @ApiOperation({ summary: 'Sign in with the identity provider', description: 'OpenID Connect code flow with PKCE; open it in the browser.' })
  @ApiFoundResponse({ description: 'To the identity provider' })
  @Access('public')
  @ExpensiveRoute()
  @WritesHttpSession()
  login(@Req() req: Request, @Res() res: Response, @Query() query: LoginQueryDto): Promise<void> {
    return this.auth.login(req, res, query);
  }

  @Get('/api/callback')
  @ApiOperation({ summary: 'Finish sign-in (the identity provider returns here)' })
  @ApiFoundResponse({ description: 'To the page sign-in started from, or to /?signIn=failed' })
  @Access('public')
  @ExpensiveRoute()
  @WritesHttpSession()
  callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.auth.callback(req, res);
  }

  @Post(API.logout)
  @ApiOperation({ summary: 'Sign out', description: "A form post from the app. Ends the session (and the dev identity provider's), clears the cookies." })
  @ApiSeeOtherResponse({ description: 'To /, signed out' })
  @Access('public')
  @WritesHttpSession()
  logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.auth.logout(req, res);
  }

  @Get(API.logout)
  @ApiOperation({
    summary: 'Sign-out page',
    description: 'Signs nobody out (another site could make a browser load it): a page whose button posts the sign-out form.',
  })
  @ApiOkResponse({ description: 'An HTML page with a sign-out button' })
  @Access('public')
  logoutPage(@Res() res: Response): void {
    this.auth.logoutPage(res);
  }

  @Get(API.authUser)
  @ApiOperation({ summary: 'Get the signed-in user' })
  @ApiOkResponse({ description: '`{ id, firstName, lastName, email, profileImageUrl, createdAt }`' })
  @Access('user')
  user(@CurrentUser() user: User): AuthUser {
    return this.auth.currentUser(user);
  }

  @Get(API.authSession)
  @ApiOperation({
    summary: 'Who is signed in, for everyone',
    description: 'Always 200: `user` is null when nobody is signed in. Pages ask this, so an anonymous visit logs no failed request.',
  })
  @ApiOkResponse({ type: AuthSessionResponseDto })
  @Access('public')
  session(@CurrentCaller() caller: Caller): AuthSessionResponse {
    return this.auth.session(caller.user);
  }
}
