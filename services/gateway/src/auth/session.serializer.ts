import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { AdminUser } from './admin-session';

/** The session holds only the admin's username. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: AdminUser, done: (error: Error | null, payload: AdminUser) => void): void {
    done(null, { username: user.username });
  }

  deserializeUser(payload: AdminUser, done: (error: Error | null, user: AdminUser) => void): void {
    done(null, payload);
  }
}
