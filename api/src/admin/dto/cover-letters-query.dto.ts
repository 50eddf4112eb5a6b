import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { PageQueryDto } from './page-query.dto';

const asBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class CoverLettersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Only paid letters (true) or only free ones (false); all when left out', example: true })
  @IsOptional()
  @Transform(asBoolean)
  @IsBoolean({ message: 'paid must be true or false' })
  paid?: boolean;
}
