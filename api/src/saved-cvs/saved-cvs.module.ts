import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CvModule } from '../cv/cv.module';
import { SavedCv } from './saved-cv.entity';
import { SavedCvsController } from './saved-cvs.controller';
import { SavedCvsService } from './saved-cvs.service';

@Module({
  imports: [CvModule, MikroOrmModule.forFeature([SavedCv])],
  controllers: [SavedCvsController],
  providers: [SavedCvsService],
  exports: [SavedCvsService],
})
export class SavedCvsModule {}
