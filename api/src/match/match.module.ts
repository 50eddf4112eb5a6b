import { Module } from '@nestjs/common';
import { LettersModule } from '../letters/letters.module';
import { MatchController } from './match.controller';
import { MatchService } from './match.service';

@Module({
  imports: [LettersModule],
  controllers: [MatchController],
  providers: [MatchService],
})
export class MatchModule {}
