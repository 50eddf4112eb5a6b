import { Avatar, type AvatarProps } from '@radix-ui/themes';
import { initials } from '../format/person-name';

interface PersonAvatarProps {
  person: { firstName: string | null; lastName: string | null; email: string | null; profileImageUrl: string };
  size?: AvatarProps['size'];
}

/** The user's picture, or their initials when there is none or it fails to load. */
export function PersonAvatar({ person, size = '3' }: PersonAvatarProps) {
  return <Avatar size={size} radius="full" src={person.profileImageUrl || undefined} fallback={initials(person)} alt="" />;
}
