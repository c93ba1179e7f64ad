import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AdminCredentialsService } from './admin-credentials.service';
import { AdminUser } from './admin-session';

export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly credentials: AdminCredentialsService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<AdminUser> {
    const user = await this.credentials.verify(username.trim(), password);
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
