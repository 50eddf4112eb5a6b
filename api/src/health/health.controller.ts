import { API } from '@coverletter/contracts';
import { Controller, Get } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { Access } from '../access/access.decorator';
import { HealthService, type HealthResponse } from './health.service';

@Controller()
@SkipThrottle()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Readiness: the process answers and the database does too. */
  @Get(API.health)
  @Access('public')
  ready(): Promise<HealthResponse> {
    return this.health.ready();
  }

  /** Liveness: the process answers. */
  @Get(`${API.health}/live`)
  @Access('public')
  live(): HealthResponse {
    return this.health.live();
  }
}
