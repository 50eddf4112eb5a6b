import { ERROR_TEXT } from '@coverletter/contracts';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import type { AccessLevel } from './access.decorator';
import { FORBIDDEN, SIGN_IN_REQUIRED } from './access-refusals';

/** The OpenAPI security schemes; common/openapi.ts declares them under these names. */
export const SECURITY_SCHEME = { signedIn: 'session-cookie', guestSession: 'guest-session' } as const;

type AccessDocumentation = ClassDecorator & MethodDecorator;

// Built afresh per route: @nestjs/swagger's decorators keep state in their closures.
const signedIn = (): AccessDocumentation => ApiCookieAuth(SECURITY_SCHEME.signedIn);
const guestSession = (): AccessDocumentation => ApiSecurity(SECURITY_SCHEME.guestSession);

const guestRefusals = (): AccessDocumentation[] => [
  ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'No X-Session-ID header, or not a session id',
    examples: errorExamples(400, ERROR_TEXT.sessionMissing, ERROR_TEXT.sessionMalformed),
  }),
  ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: 'The session does not exist or has expired',
    examples: errorExamples(404, ERROR_TEXT.sessionNotFound),
  }),
];

/** The security requirement and the refusals the AccessGuard answers, per access level. */
export function accessDocumentation(level: AccessLevel): AccessDocumentation[] {
  switch (level) {
    case 'public':
      return [];
    case 'guest':
      return [guestSession(), ...guestRefusals()];
    case 'user':
      return [signedIn(), ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Not signed in', examples: errorExamples(401, SIGN_IN_REQUIRED) })];
    case 'user-or-guest':
      // Either scheme will do; without a signed-in session the guest session is checked.
      return [signedIn(), guestSession(), ...guestRefusals()];
    case 'admin':
      return [signedIn(), ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Not signed in, or not an admin', examples: errorExamples(403, FORBIDDEN) })];
  }
}
