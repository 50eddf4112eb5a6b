interface ImportMetaEnv {
  /** The API origin this build talks to until the options page says otherwise (wxt.config.ts). */
  readonly WXT_DEFAULT_API_URL: string;
}
