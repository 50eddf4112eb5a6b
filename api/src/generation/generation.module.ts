import { Module } from '@nestjs/common';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { LetterVersionsModule } from '../letter-versions/letter-versions.module';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';
import { LetterComposer } from './letter-composer';
import { letterWriterProvider } from './letter-writer.factory';

@Module({
  imports: [EntitlementsModule, LetterVersionsModule],
  controllers: [GenerationController],
  providers: [GenerationService, LetterComposer, letterWriterProvider],
  exports: [LetterComposer, LetterVersionsModule],
})
export class GenerationModule {}
