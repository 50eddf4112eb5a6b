import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { LinkedinProfileController } from './linkedin-profile.controller';
import { LinkedinProfile } from './linkedin-profile.entity';
import { LinkedinProfileRepository } from './linkedin-profile.repository';
import { LinkedinProfileService } from './linkedin-profile.service';

@Module({
  imports: [MikroOrmModule.forFeature([LinkedinProfile])],
  controllers: [LinkedinProfileController],
  providers: [LinkedinProfileService, LinkedinProfileRepository],
  exports: [LinkedinProfileService, LinkedinProfileRepository],
})
export class LinkedinProfileModule {}
