import type { AuthUser } from '@coverletter/contracts';

/** The first name, else the part of the e-mail address before the @, else an empty string. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'email'>): string {
  const firstName = user.firstName?.trim();
  if (firstName) return firstName;
  return user.email?.split('@')[0]?.trim() ?? '';
}
