import { ADMIN_PAGE_DEFAULT, ADMIN_PAGE_MAX } from '@coverletter/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(ADMIN_PAGE_MAX)
  limit: number = ADMIN_PAGE_DEFAULT;

  @IsOptional() @Type(() => Number) @IsInt() @Min(0)
  offset: number = 0;
}
