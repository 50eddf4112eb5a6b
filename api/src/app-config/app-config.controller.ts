import { API, type AppConfigResponse } from '@coverletter/contracts';
import { Controller, Get } from '@nestjs/common';
import { Access } from '../access/access.decorator';
import { AppConfigService } from './app-config.service';

@Controller()
export class AppConfigController {
  constructor(private readonly appConfig: AppConfigService) {}

  @Get(API.appConfig)
  @Access('public')
  get(): AppConfigResponse {
    return this.appConfig.publicConfig();
  }
}
