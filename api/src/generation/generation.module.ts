import { Module } from '@nestjs/common';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';
import { LetterComposer } from './letter-composer';
import { letterWriterProvider } from './letter-writer.factory';

@Module({
  imports: [EntitlementsModule],
  controllers: [GenerationController],
  providers: [GenerationService, LetterComposer, letterWriterProvider],
  exports: [LetterComposer],
})
export class GenerationModule {}
