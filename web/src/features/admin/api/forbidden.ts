/** SPEC.md section 8: an admin data call whose error message contains 403 means "not an admin". */
export function isForbidden(error: unknown): boolean {
  return error instanceof Error && error.message.includes('403');
}
