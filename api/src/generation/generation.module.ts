import { Module } from '@nestjs/common';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';
import { GuestLetterClaims } from './guest-letter-claims';
import { LetterComposer } from './letter-composer';
import { letterWriterProvider } from './letter-writer.factory';

@Module({
  controllers: [GenerationController],
  providers: [GenerationService, GuestLetterClaims, LetterComposer, letterWriterProvider],
  exports: [LetterComposer],
})
export class GenerationModule {}
