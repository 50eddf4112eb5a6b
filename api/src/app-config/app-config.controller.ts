import { API, type AppConfigResponse } from '@coverletter/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator';
import { AppConfigService } from './app-config.service';

@ApiTags('App config')
@Controller()
export class AppConfigController {
  constructor(private readonly appConfig: AppConfigService) {}

  @Get(API.appConfig)
  @ApiOperation({ summary: 'Get the public settings the web app needs' })
  @ApiOkResponse({ description: '`{ supportEmail }`' })
  @Access('public')
  get(): AppConfigResponse {
    return this.appConfig.publicConfig();
  }
}
