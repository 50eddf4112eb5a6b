import type { AuthUser } from '@coverletter/contracts';

/** The signed-in user of the web tests (invented). */
export const anna: AuthUser = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Lind',
  email: 'anna.lind@example.com',
  profileImageUrl: '',
  createdAt: '2025-01-01T00:00:00.000Z',
};
