import { ApiSchema, PartialType } from '@nestjs/swagger';
import { LetterRequestDto } from '../../letters/dto/letter-request.dto';

/** A signed-in user's letter request, to assess instead of write; `cvId` is required of users (a guest's body is not read). */
@ApiSchema({ description: "A signed-in user's letter request (cvId required); a guest sends no body: the session's CV and job details are assessed." })
export class AssessMatchDto extends PartialType(LetterRequestDto) {}
