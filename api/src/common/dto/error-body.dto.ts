import type { ApiErrorBody } from '@coverletter/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ErrorText } from '../app-error';

const SAMPLE_REQUEST_ID = 'b3c1f0d2-5e6a-4f7b-8c9d-0e1f2a3b4c5d';

/** Documentation only: the body HttpExceptionFilter sends with every error. */
export class ErrorBodyDto implements ApiErrorBody {
  @ApiProperty({ type: 'integer', description: 'The HTTP status, repeated in the body' })
  statusCode: number;

  @ApiProperty({ type: String, description: 'Short title the UI shows as a heading' })
  error: string;

  @ApiProperty({ type: String, description: 'The sentence shown under the title' })
  message: string;

  @ApiPropertyOptional({ type: String, description: 'Also sent as the X-Request-ID header; quote it when reporting a problem', example: SAMPLE_REQUEST_ID })
  requestId?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Machine-readable details, e.g. `{ coverLetterCount }` on a 402 or `{ reason }` on a refused CV',
  })
  data?: Record<string, unknown>;
}

/** Named examples for an error response, one per text; responses declared twice merge them. */
export function errorExamples(statusCode: number, ...texts: ErrorText[]): Record<string, { summary: string; value: ApiErrorBody }> {
  return Object.fromEntries(texts.map((text) => [text.error, { summary: text.error, value: { statusCode, ...text, requestId: SAMPLE_REQUEST_ID } }]));
}
