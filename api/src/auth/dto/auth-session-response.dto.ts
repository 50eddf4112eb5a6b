import type { AuthSessionResponse, AuthUser } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class AuthUserDto implements AuthUser {
  @ApiProperty({ example: '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d' })
  id: string;

  @ApiProperty({ type: String, nullable: true, example: 'Anna' })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Lind' })
  lastName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'anna@example.com' })
  email: string | null;

  @ApiProperty({ description: 'A default avatar when the identity provider gives none' })
  profileImageUrl: string;

  @ApiProperty({ example: '2025-01-01T00:00:00.000Z' })
  createdAt: string;
}

export class AuthSessionResponseDto implements AuthSessionResponse {
  @ApiProperty({ type: () => AuthUserDto, nullable: true, description: 'The signed-in user; null when nobody is signed in' })
  user: AuthUserDto | null;
}
