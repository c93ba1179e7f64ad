import { PRODUCTION_STATUSES, ProductionStatus } from '@app/contract';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/dto/page-query.dto';

/** GET /api/ai/productions/summaries: one page of the studio's productions, optionally of one status. */
export class ProductionSummaryQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(PRODUCTION_STATUSES, { message: `status must be one of: ${PRODUCTION_STATUSES.join(', ')}` })
  @ApiPropertyOptional({ enum: PRODUCTION_STATUSES })
  status?: ProductionStatus;
}
