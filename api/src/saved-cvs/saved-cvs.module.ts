import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CvModule } from '../cv/cv.module';
import { SavedCv } from './saved-cv.entity';
import { SavedCvsController } from './saved-cvs.controller';
import { SavedCvRepository } from './saved-cv.repository';
import { SavedCvsService } from './saved-cvs.service';

@Module({
  imports: [CvModule, MikroOrmModule.forFeature([SavedCv])],
  controllers: [SavedCvsController],
  providers: [SavedCvsService, SavedCvRepository],
  exports: [SavedCvsService, SavedCvRepository],
})
export class SavedCvsModule {}
