/** The prerendered landing's messages in one locale (web/build/landing-messages.mjs). */
declare module 'virtual:landing-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
