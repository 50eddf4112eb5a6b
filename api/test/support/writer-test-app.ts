import { FakeChatCompletions } from '../generation/fake-chat-completions';
import { createTestApp, type TestApp } from './test-app';

export interface WriterTestApp extends TestApp {
  /** The letter writer the app calls: set `writer.reply` to decide its answers. */
  writer: FakeChatCompletions;
}

/** The whole application with its letter writer pointed at a local OpenAI-compatible fake; `close` stops both. */
export async function createWriterTestApp(env: Record<string, string> = {}): Promise<WriterTestApp> {
  const writer = new FakeChatCompletions();
  const baseUrl = await writer.start();
  const t = await createTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseUrl, OPENAI_TIMEOUT_MS: '5000', ...env });
  return {
    ...t,
    writer,
    async close() {
      await t.close();
      await writer.stop();
    },
  };
}
