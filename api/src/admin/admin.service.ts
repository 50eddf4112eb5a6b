import type { AdminCheckResponse } from '@coverletter/contracts';
import { Injectable } from '@nestjs/common';
import type { Caller } from '../access/access.decorator';
import { UsersService } from '../users/users.service';

@Injectable()
export class AdminService {
  constructor(private readonly users: UsersService) {}

  check({ user }: Pick<Caller, 'user'>): AdminCheckResponse {
    if (!user) return { authenticated: false, isAdmin: false, user: null };
    const { email, profileImageUrl } = this.users.toAuthUser(user);
    return { authenticated: true, isAdmin: this.users.isAdmin(user), user: { email, profileImageUrl } };
  }
}
