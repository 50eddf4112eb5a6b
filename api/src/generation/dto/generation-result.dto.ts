import { SCORE_MAX, type GenerationResult } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class GenerationResultDto implements GenerationResult {
  @ApiProperty({ type: String, example: 'Dear Hiring Manager,\n\nI am writing to apply for…' })
  coverLetter: string;

  @ApiProperty({ type: Number, description: 'How well the CV fits the job, to one decimal', minimum: 0, maximum: SCORE_MAX, example: 7.5 })
  compatibilityScore: number;

  @ApiProperty({ type: [String], description: 'Skills the job asks for that the CV shows', example: ['TypeScript', 'PostgreSQL'] })
  matchingSkills: string[];

  @ApiProperty({ type: [String], description: 'Skills the job asks for that the CV does not show', example: ['Kubernetes'] })
  missingSkills: string[];

  @ApiProperty({ type: String, nullable: true, example: 'Example Ltd' })
  companyName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Senior Engineer' })
  jobTitle: string | null;

  @ApiProperty({ type: Boolean, required: false, description: "True when the text is the user's saved edit, not the writer's (our addition)" })
  edited?: boolean;
}
