interface Person {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** "Anna Lind", else the e-mail address, else an empty string. */
export function personName({ firstName, lastName, email }: Person): string {
  const fullName = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || email?.trim() || '';
}

/** One or two capital letters for an avatar without a picture. */
export function initials(person: Person): string {
  const name = personName(person);
  const letters = name.includes('@')
    ? name[0]
    : name
        .split(/\s+/)
        .map((part) => part[0])
        .join('')
        .slice(0, 2);
  return (letters || '?').toUpperCase();
}
