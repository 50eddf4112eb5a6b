import { ADMIN_PAGE_DEFAULT, ADMIN_PAGE_MAX } from '@coverletter/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}`;
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more';
/** Far beyond any list; PostgreSQL's OFFSET is a bigint, and 99999999999999999999 is not one. */
const MAX_OFFSET = 1_000_000_000;
const OFFSET_MAX_MESSAGE = `offset must be at most ${MAX_OFFSET}`;

/** One message per field, so a non-number ("abc") is not told about the bounds only. */
export class PageQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    description: 'How many items to return',
    minimum: 1,
    maximum: ADMIN_PAGE_MAX,
    default: ADMIN_PAGE_DEFAULT,
    example: ADMIN_PAGE_DEFAULT,
  })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(ADMIN_PAGE_MAX, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit: number = ADMIN_PAGE_DEFAULT;

  @ApiPropertyOptional({ type: 'integer', description: 'How many items to skip', minimum: 0, maximum: MAX_OFFSET, default: 0, example: 0 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: OFFSET_MESSAGE })
  @Max(MAX_OFFSET, { message: OFFSET_MAX_MESSAGE })
  @IsInt({ message: OFFSET_MESSAGE })
  offset: number = 0;
}
