import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BrandFactDto } from '../../brand-kit/dto/brand-kit.dto';
import { CHECK_LEVELS, CheckItem, CheckLevel, ClaimDetail, PostChecks } from '../post-checks';

export class ClaimDetailDto implements ClaimDetail {
  @ApiProperty() sentence!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The ## section it is in (its heading), null before the first one' }) section!: string | null;
  @ApiProperty() supported!: boolean;
  @ApiPropertyOptional({ type: BrandFactDto, description: 'The brand-kit fact (or service) that backs it' }) fact?: BrandFactDto;
}

export class CheckPositionDto {
  @ApiProperty({ example: 'content' }) field!: string;
  @ApiProperty({ description: '1-based' }) line!: number;
  @ApiProperty({ description: '1-based' }) column!: number;
}

export class CheckItemDto implements CheckItem {
  @ApiProperty({ example: 'title-length' }) id!: string;
  @ApiProperty({ enum: CHECK_LEVELS }) level!: CheckLevel;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ description: 'The text the item is about' }) excerpt?: string;
  @ApiPropertyOptional({ type: ClaimDetailDto }) claim?: ClaimDetailDto;
  @ApiPropertyOptional({ type: CheckPositionDto }) position?: CheckPositionDto;
}

export class PostChecksDto implements PostChecks {
  @ApiProperty({ minimum: 0, maximum: 100, description: '100 less 15 for each blocker and 5 for each warning' }) score!: number;
  @ApiProperty({ type: [CheckItemDto] }) items!: CheckItemDto[];
}
