import { CV_EXTENSIONS, MAX_CV_BYTES } from '@coverletter/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';

/** Documents a multipart CV upload carrying the file in `field` (see CvUploadInterceptor). */
export const ApiCvFileBody = (field: string) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      required: true,
      schema: {
        type: 'object',
        required: [field],
        properties: {
          [field]: {
            type: 'string',
            format: 'binary',
            description: `The CV (${CV_EXTENSIONS.join(', ')}; recognised by content), at most ${MAX_CV_BYTES / (1024 * 1024)} MB`,
          },
        },
      },
    }),
  );
