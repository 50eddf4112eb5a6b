import { API, type LinkedinProfileResponse } from '@coverletter/contracts';
import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser } from '../access/access.decorator';
import { ErrorBodyDto } from '../common/dto/error-body.dto';
import { User } from '../users/user.entity';
import { SaveLinkedinProfileDto } from './dto/save-linkedin-profile.dto';
import { LinkedinProfileService } from './linkedin-profile.service';

const PROFILE = '`{ linkedinUrl, linkedinContent, updatedAt }`';

@ApiTags('LinkedIn profile')
@Controller()
export class LinkedinProfileController {
  constructor(private readonly profiles: LinkedinProfileService) {}

  @Get(API.userLinkedin)
  @ApiOperation({ summary: "Get the signed-in user's LinkedIn profile" })
  @ApiOkResponse({ description: `${PROFILE}, all null when none is saved` })
  @Access('user')
  get(@CurrentUser() user: User): Promise<LinkedinProfileResponse> {
    return this.profiles.get(user);
  }

  @Post(API.userLinkedin)
  @ApiOperation({ summary: "Save the signed-in user's LinkedIn profile" })
  @ApiOkResponse({ description: `The saved profile, ${PROFILE}` })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Not a linkedin.com/in/… URL, or the summary is too long' })
  @HttpCode(200)
  @Access('user')
  save(@CurrentUser() user: User, @Body() input: SaveLinkedinProfileDto): Promise<LinkedinProfileResponse> {
    return this.profiles.save(user, input);
  }

  @Delete(API.userLinkedin)
  @ApiOperation({ summary: "Delete the signed-in user's LinkedIn profile" })
  @ApiOkResponse({ description: '`{ success: true }`' })
  @Access('user')
  remove(@CurrentUser() user: User): Promise<{ success: true }> {
    return this.profiles.remove(user);
  }
}
