export { htmlToText } from './html/html-to-text';
export { inlineHtmlText, inlineText, nodeToText, parseFragment, type NodeToTextOptions } from './html/html-text';
export { findByType, hasType, nodesOf, readJsonLd, textOf, type JsonLdNode } from './html/json-ld';
export { isHidingStyle, removeHiddenInline, visibleCopy } from './html/visibility';
export { dropInstructionsToModels, talksToModel, withoutInstructionsToModels, type InstructionFilterResult } from './instructions/instructions-to-models';
export { isJobBoardName, JOB_BOARDS, jobBoardNamed, jobBoardOfHost, type JobBoard } from './job-boards';
export { looksLikeJobPosting } from './page/article';
export type { BoardName } from './page/boards';
export { readJobPostingJsonLd, readJobPostingNodes } from './page/json-ld-posting';
export { isLinkedinProfileUrl, readLinkedinProfile, type LinkedinProfilePage } from './page/linkedin-profile';
export type { PostingParts } from './page/posting-parts';
export { postingUrl, readPostingPage, type PagePosting, type PageReadOptions } from './page/read-posting-page';
export { fitToLimit, postingContent, type PostingContentParts } from './posting-content';
export { cleanCompany, isCompanyName, isNamedForTrade } from './text/company-name';
export { detectLanguage } from './text/language';
export { isLocation } from './text/places';
export { readPostingHeader, type PostingHeader, type PostingHeaderReading } from './text/posting-header';
export { headingSection, readPostingSections } from './text/posting-sections';
export {
  pagePostingRecord,
  readPostingText,
  toPostingRecord,
  type KnownPostingFacts,
  type PostingRecordInput,
  type PostingTextReading,
} from './text/read-posting-text';
export { hasRoleWord } from './text/role-words';
