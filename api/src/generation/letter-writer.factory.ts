import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LETTER_WRITER, type LetterWriter } from './letter-writer';
import { LocalLetterWriter } from './writers/local/local-writer';
import { OpenAiLetterWriter } from './writers/openai/openai-writer';

/** The one place the writer is chosen: the OpenAI-compatible API when a key is configured, else the local writer. */
export const letterWriterProvider: Provider = {
  provide: LETTER_WRITER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): LetterWriter => (config.openai ? new OpenAiLetterWriter(config.openai) : new LocalLetterWriter()),
};
