import { PRODUCTION_VIEW_STATUSES, ProductionViewStatus } from '@app/contract';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { DecimalInteger } from '../../common/decimal-integer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageQueryDto } from '../../common/dto/page-query.dto';

/** GET /api/ai/productions/summaries: one page of the studio's productions, optionally of one status or one post. */
export class ProductionSummaryQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(PRODUCTION_VIEW_STATUSES, { message: `status must be one of: ${PRODUCTION_VIEW_STATUSES.join(', ')}` })
  @ApiPropertyOptional({ enum: PRODUCTION_VIEW_STATUSES, description: 'The status the studio shows (published, scheduled and superseded follow the post)' })
  status?: ProductionViewStatus;

  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'postId must be a whole number' })
  @Min(1, { message: 'postId must be 1 or more' })
  @Max(2_147_483_647, { message: 'postId must be at most 2147483647' })
  @ApiPropertyOptional({ minimum: 1, description: "Only this post's productions (the Edit modal asks for its newest)" })
  postId?: number;
}
