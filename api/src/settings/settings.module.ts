import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Setting } from './setting.entity';
import { SettingRepository } from './setting.repository';
import { SettingsCache } from './settings-cache';
import { SettingsService } from './settings.service';

@Module({
  imports: [MikroOrmModule.forFeature([Setting])],
  providers: [SettingsService, SettingRepository, SettingsCache],
  exports: [SettingsService],
})
export class SettingsModule {}
