import type { AppConfigResponse } from '@coverletter/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

@Injectable()
export class AppConfigService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  publicConfig(): AppConfigResponse {
    return { supportEmail: this.config.supportEmail };
  }
}
