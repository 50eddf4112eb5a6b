import { Module } from '@nestjs/common';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { GenerationModule } from '../generation/generation.module';
import { LinkedinProfileModule } from '../linkedin-profile/linkedin-profile.module';
import { SavedCvsModule } from '../saved-cvs/saved-cvs.module';
import { SessionModule } from '../session/session.module';
import { GuestCarryOverService } from './guest-carry-over.service';
import { CarryOverController } from './carry-over.controller';

/** The guest carry-over: a guest session's work moved into the account that signs in from the same browser. */
@Module({
  imports: [SessionModule, EntitlementsModule, GenerationModule, SavedCvsModule, LinkedinProfileModule],
  controllers: [CarryOverController],
  providers: [GuestCarryOverService],
  exports: [GuestCarryOverService],
})
export class CarryOverModule {}
