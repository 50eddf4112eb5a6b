import { API } from '@coverletter/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Access } from '../access/access.decorator';
import { ErrorBodyDto } from '../common/dto/error-body.dto';
import { HealthService, type HealthResponse } from './health.service';

@ApiTags('Health')
@Controller()
@SkipThrottle()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Readiness: the process answers and the database does too. */
  @Get(API.health)
  @ApiOperation({ summary: 'Readiness: the process and the database answer' })
  @ApiOkResponse({ description: "`{ status: 'ok', database: 'up' }`" })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'The database did not answer in time' })
  @Access('public')
  ready(): Promise<HealthResponse> {
    return this.health.ready();
  }

  /** Liveness: the process answers. */
  @Get(`${API.health}/live`)
  @ApiOperation({ summary: 'Liveness: the process answers' })
  @ApiOkResponse({ description: "`{ status: 'ok' }`" })
  @Access('public')
  live(): HealthResponse {
    return this.health.live();
  }
}
