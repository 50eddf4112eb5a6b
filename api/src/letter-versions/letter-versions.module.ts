import { Module } from '@nestjs/common';
import { LetterVersions } from './letter-versions';

@Module({ providers: [LetterVersions], exports: [LetterVersions] })
export class LetterVersionsModule {}
