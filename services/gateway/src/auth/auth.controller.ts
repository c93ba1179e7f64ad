import { Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../api-docs/api-responses';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AdminStatus, adminStatusOf, destroySession, SIGNED_OUT_STATUS } from './admin-session';
import { AdminStatusDto, LoginDto } from './dto/admin-status.dto';
import { LoginGuard } from './login.guard';

/** Spec §7: login, logout and status. The status route is public: it reports, it never reveals. */
@ApiTags('Auth')
@ApiErrors()
@Controller('api/admin')
export class AuthController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LoginGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: AdminStatusDto })
  login(@Req() request: Request, @Res({ passthrough: true }) response: Response): AdminStatus {
    response.setHeader('Cache-Control', 'no-store');
    return adminStatusOf(request, this.config.session.ttlSeconds);
  }

  @Post('logout')
  @ApiOkResponse({ type: AdminStatusDto })
  @HttpCode(HttpStatus.OK)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminStatus> {
    await destroySession(request);
    response.clearCookie(this.config.session.cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.session.secureCookie,
    });
    response.setHeader('Cache-Control', 'no-store');
    return SIGNED_OUT_STATUS;
  }

  @Get('status')
  @ApiOkResponse({ type: AdminStatusDto })
  status(@Req() request: Request, @Res({ passthrough: true }) response: Response): AdminStatus {
    response.setHeader('Cache-Control', 'no-store');
    return adminStatusOf(request, this.config.session.ttlSeconds);
  }
}
