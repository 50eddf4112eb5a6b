import { AnalyticsEvent } from '../analytics/analytics-event.entity';
import { DevIdentity } from '../auth/dev-idp/dev-identity.entity';
import { OidcPayload } from '../auth/dev-idp/oidc-payload.entity';
import { HttpSession } from '../auth/http-session.entity';
import { CoverLetter } from '../generation/cover-letter.entity';
import { LetterCredit } from '../entitlements/letter-credit.entity';
import { CoverLetterVersion } from '../letter-versions/cover-letter-version.entity';
import { LinkedinProfile } from '../linkedin-profile/linkedin-profile.entity';
import { Payment } from '../payment/payment.entity';
import { SavedCv } from '../saved-cvs/saved-cv.entity';
import { GuestSession } from '../session/guest-session.entity';
import { Setting } from '../settings/setting.entity';
import { User } from '../users/user.entity';

/** Every entity the ORM knows; a test checks the committed migrations produce exactly this schema. */
export const ENTITIES = [
  GuestSession,
  Setting,
  User,
  HttpSession,
  DevIdentity,
  OidcPayload,
  LinkedinProfile,
  SavedCv,
  Payment,
  CoverLetter,
  CoverLetterVersion,
  LetterCredit,
  AnalyticsEvent,
];
