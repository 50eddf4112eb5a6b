import { API, type LinkedinProfileResponse } from '@coverletter/contracts';
import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { Access, CurrentUser } from '../access/access.decorator';
import { User } from '../users/user.entity';
import { SaveLinkedinProfileDto } from './dto/save-linkedin-profile.dto';
import { LinkedinProfileService } from './linkedin-profile.service';

@Controller()
export class LinkedinProfileController {
  constructor(private readonly profiles: LinkedinProfileService) {}

  @Get(API.userLinkedin)
  @Access('user')
  get(@CurrentUser() user: User): Promise<LinkedinProfileResponse> {
    return this.profiles.get(user);
  }

  @Post(API.userLinkedin)
  @HttpCode(200)
  @Access('user')
  save(@CurrentUser() user: User, @Body() input: SaveLinkedinProfileDto): Promise<LinkedinProfileResponse> {
    return this.profiles.save(user, input);
  }

  @Delete(API.userLinkedin)
  @Access('user')
  remove(@CurrentUser() user: User): Promise<{ success: true }> {
    return this.profiles.remove(user);
  }
}
