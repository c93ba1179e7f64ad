import { ApiProperty } from '@nestjs/swagger';
import type { AdminStatus } from '../admin-session';

/** POST /api/admin/login: read by passport-local (LoginGuard); this class only describes it to the OpenAPI document. */
export class LoginDto {
  @ApiProperty() username!: string;
  @ApiProperty({ format: 'password' }) password!: string;
}

export class AdminStatusDto implements AdminStatus {
  @ApiProperty() isAuthenticated!: boolean;
  @ApiProperty({ description: 'Whole seconds left before the session ends' }) remainingTime!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the admin signed in; null when signed out' })
  loginTime!: string | null;
}
