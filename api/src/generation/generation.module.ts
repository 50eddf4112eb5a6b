import { Module } from '@nestjs/common';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { LetterVersionsModule } from '../letter-versions/letter-versions.module';
import { SessionModule } from '../session/session.module';
import { CoverLetterRepository } from './cover-letter.repository';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';
import { LetterComposer } from './letter-composer';
import { letterWriterProvider } from './letter-writer.factory';

@Module({
  imports: [EntitlementsModule, LetterVersionsModule, SessionModule],
  controllers: [GenerationController],
  providers: [GenerationService, CoverLetterRepository, LetterComposer, letterWriterProvider],
  exports: [CoverLetterRepository, LetterComposer, LetterVersionsModule],
})
export class GenerationModule {}
