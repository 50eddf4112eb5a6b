import { API, type AuthUser } from '@coverletter/contracts';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Access, CurrentUser } from '../access/access.decorator';
import { ExpensiveRoute } from '../common/throttling';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { LoginQueryDto } from './dto/login-query.dto';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Get(API.login)
  @Access('public')
  @ExpensiveRoute()
  login(@Req() req: Request, @Res() res: Response, @Query() query: LoginQueryDto): Promise<void> {
    return this.auth.login(req, res, query);
  }

  @Get('/api/callback')
  @Access('public')
  @ExpensiveRoute()
  callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.auth.callback(req, res);
  }

  @Get(API.logout)
  @Access('public')
  logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.auth.logout(req, res);
  }

  @Get(API.authUser)
  @Access('user')
  user(@CurrentUser() user: User): AuthUser {
    return this.auth.currentUser(user);
  }
}
