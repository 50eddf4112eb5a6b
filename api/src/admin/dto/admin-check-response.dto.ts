import type { AdminCheckResponse } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DEFAULT_AVATAR_URL } from '../../users/users.service';

type CheckedUser = NonNullable<AdminCheckResponse['user']>;

export class AdminCheckUserDto implements CheckedUser {
  @ApiProperty({ type: String, nullable: true, example: 'admin@example.org' })
  email: string | null;

  @ApiProperty({ type: String, description: 'A default avatar when the identity provider gives none', example: DEFAULT_AVATAR_URL })
  profileImageUrl: string;
}

export class AdminCheckResponseDto implements AdminCheckResponse {
  @ApiProperty({ type: Boolean, description: 'The caller is signed in', example: true })
  authenticated: boolean;

  @ApiProperty({ type: Boolean, description: 'The caller is an admin (may see the admin pages)', example: true })
  isAdmin: boolean;

  @ApiProperty({ type: () => AdminCheckUserDto, nullable: true, description: 'The signed-in user; null when not signed in' })
  user: AdminCheckUserDto | null;
}
