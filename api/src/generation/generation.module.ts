import { Module } from '@nestjs/common';
import { LetterVersionsModule } from '../letter-versions/letter-versions.module';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';
import { GuestLetterClaims } from './guest-letter-claims';
import { LetterComposer } from './letter-composer';
import { letterWriterProvider } from './letter-writer.factory';

@Module({
  imports: [LetterVersionsModule],
  controllers: [GenerationController],
  providers: [GenerationService, GuestLetterClaims, LetterComposer, letterWriterProvider],
  exports: [LetterComposer, LetterVersionsModule],
})
export class GenerationModule {}
