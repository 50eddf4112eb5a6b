import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { LinkedinProfileController } from './linkedin-profile.controller';
import { LinkedinProfile } from './linkedin-profile.entity';
import { LinkedinProfileService } from './linkedin-profile.service';

@Module({
  imports: [MikroOrmModule.forFeature([LinkedinProfile])],
  controllers: [LinkedinProfileController],
  providers: [LinkedinProfileService],
  exports: [LinkedinProfileService],
})
export class LinkedinProfileModule {}
