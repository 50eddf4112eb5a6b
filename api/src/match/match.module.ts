import { Module } from '@nestjs/common';
import { LettersModule } from '../letters/letters.module';
import { SessionModule } from '../session/session.module';
import { MatchController } from './match.controller';
import { MatchService } from './match.service';

@Module({
  imports: [LettersModule, SessionModule],
  controllers: [MatchController],
  providers: [MatchService],
})
export class MatchModule {}
