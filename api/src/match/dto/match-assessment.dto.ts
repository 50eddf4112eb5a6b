import { SCORE_MAX, type MatchAssessment } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';

class SkillEvidenceDto {
  @ApiProperty({ type: String, example: 'Kubernetes' })
  skill: string;

  @ApiProperty({
    type: String,
    description: 'The CV or background line that shows the skill',
    example: 'Led the migration of the billing platform to Kubernetes.',
  })
  evidence: string;
}

export class MatchAssessmentDto implements MatchAssessment {
  @ApiProperty({ type: Number, description: 'How well the CV fits the job, to one decimal', minimum: 0, maximum: SCORE_MAX, example: 3.5 })
  score: number;

  @ApiProperty({ type: Number, description: 'How many of the skills the posting asks for the CV shows', example: 2 })
  requirementsMet: number;

  @ApiProperty({ type: Number, description: 'How many skills the posting asks for', example: 9 })
  requirementsTotal: number;

  @ApiProperty({ type: [String], description: 'Skills the job asks for that the CV shows', example: ['TypeScript', 'PostgreSQL'] })
  matchingSkills: string[];

  @ApiProperty({ type: [String], description: 'Skills the job asks for that the CV does not show', example: ['Kubernetes'] })
  missingSkills: string[];

  @ApiProperty({ type: [SkillEvidenceDto] })
  skillEvidence: SkillEvidenceDto[];

  @ApiProperty({ type: String, nullable: true, example: 'Example Ltd' })
  companyName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Senior Engineer' })
  jobTitle: string | null;
}
