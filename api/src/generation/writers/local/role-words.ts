/** Words that make a phrase a job title: shared with the posting reader of @coverletter/page-reader. */
export { hasRoleWord } from '@coverletter/page-reader';
