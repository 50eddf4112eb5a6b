export { findByType, hasType, nodesOf, readJsonLd, textOf, type JsonLdNode } from '@coverletter/page-reader';
