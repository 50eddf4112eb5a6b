import { ADMIN_PAGE_DEFAULT, ADMIN_PAGE_MAX } from '@coverletter/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'How many items to return', minimum: 1, maximum: ADMIN_PAGE_MAX, default: ADMIN_PAGE_DEFAULT, example: ADMIN_PAGE_DEFAULT })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(ADMIN_PAGE_MAX)
  limit: number = ADMIN_PAGE_DEFAULT;

  @ApiPropertyOptional({ type: 'integer', description: 'How many items to skip', minimum: 0, default: 0, example: 0 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(0)
  offset: number = 0;
}
