import { Module } from '@nestjs/common';
import { LetterVersionRepository } from './letter-version.repository';

@Module({ providers: [LetterVersionRepository], exports: [LetterVersionRepository] })
export class LetterVersionsModule {}
