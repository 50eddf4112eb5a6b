import { API, type AuthSessionResponse, type AuthUser } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';

/**
 * Who is signed in: `GET /api/auth/session`, which answers 200 with `user: null` to a visitor, so
 * no page logs a failed request (`GET /api/auth/user` answers 401 then, as the spec says).
 */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  return (await apiJson<AuthSessionResponse>('GET', API.authSession)).user;
}
