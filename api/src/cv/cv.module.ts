import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { CvTextExtractor } from './cv-text-extractor.service';
import { CvController } from './cv.controller';
import { CvService } from './cv.service';

/** Guest CV upload and removal; exports CvTextExtractor so every CV upload reads files the same way. */
@Module({
  imports: [SessionModule],
  controllers: [CvController],
  providers: [CvService, CvTextExtractor],
  exports: [CvTextExtractor],
})
export class CvModule {}
