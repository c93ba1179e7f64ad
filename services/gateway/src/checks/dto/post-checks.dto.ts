import { CLAIM_REVIEW_VERDICTS, ClaimReviewVerdict } from '@app/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BrandFactDto } from '../../brand-kit/dto/brand-kit.dto';
import { ATOM_KINDS, AtomKind } from '../claim-atoms';
import { CLAIM_VERDICTS, ClaimVerdict, JudgedAtom } from '../claims';
import { CHECK_LEVELS, CheckItem, CheckLevel, ClaimDetail, ClaimReviewDetail, PostChecks, SECOND_OPINION_STATES, SecondOpinion, SecondOpinionState } from '../post-checks';

export class JudgedAtomDto implements JudgedAtom {
  @ApiProperty({ enum: ATOM_KINDS, description: 'What kind of claim: a figure, a date, a ranking or superlative, an award, a guarantee, a named client, medium or place' }) kind!: AtomKind;
  @ApiProperty({ description: 'The words of the sentence that make the claim', example: '55.8M+ views' }) text!: string;
  @ApiProperty({ enum: CLAIM_VERDICTS }) verdict!: ClaimVerdict;
  @ApiProperty({ description: 'Why: which words, and which brand fact backs or contradicts them' }) explanation!: string;
  @ApiPropertyOptional({ type: BrandFactDto, description: 'The fact that backs it (supported) or says otherwise (contradicted)' }) fact?: BrandFactDto;
}

export class ClaimReviewDetailDto implements ClaimReviewDetail {
  @ApiProperty({ enum: CLAIM_REVIEW_VERDICTS, description: "The model's verdict; none: the sentence claims nothing about the agency" }) verdict!: ClaimReviewVerdict;
  @ApiProperty({ description: 'Whether the model blocks where the rules block (a confirm) or not (it clears a blocker, or doubts a passed claim)' }) agrees!: boolean;
  @ApiProperty() reason!: string;
  @ApiProperty({ example: 'openai' }) provider!: string;
  @ApiProperty({ example: 'gpt-4o-mini' }) model!: string;
}

export class ClaimDetailDto implements ClaimDetail {
  @ApiProperty() sentence!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The ## section it is in (its heading), null before the first one' }) section!: string | null;
  @ApiProperty({ description: 'verdict is supported' }) supported!: boolean;
  @ApiProperty({ enum: CLAIM_VERDICTS, description: 'The worst of its atoms: contradicted, then unsupported, then supported' }) verdict!: ClaimVerdict;
  @ApiProperty({ type: [JudgedAtomDto], description: 'Each claim the sentence makes, judged and explained' }) atoms!: JudgedAtomDto[];
  @ApiPropertyOptional({ type: BrandFactDto, description: 'The brand-kit fact (or service) that backs it' }) fact?: BrandFactDto;
  @ApiPropertyOptional({
    type: BrandFactDto,
    description:
      "Unsupported claims: the draft fact 'Add to brand facts' opens the brand kit with (the sentence, and its source: the post and the sentence). Nothing is written until the admin edits and saves the brand kit (PUT /api/admin/brand-kit, which keeps a revision).",
  })
  draftFact?: BrandFactDto;
  @ApiPropertyOptional({
    type: ClaimReviewDetailDto,
    description: "A model's second opinion (with an AI provider configured). It confirms a blocker, clears one (the item becomes a warning that says so) or doubts a passed claim (a warning); the rules alone decide offline.",
  })
  review?: ClaimReviewDetailDto;
}

export class SecondOpinionDto implements SecondOpinion {
  @ApiProperty({ enum: SECOND_OPINION_STATES, description: 'off: no AI provider, the rules alone decide; pending: a check-claims job is reviewing claims, ask again; complete: every claim has its review; unavailable: it could not start (e.g. the AI budget is spent)' })
  state!: SecondOpinionState;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'Claims with a review' }) reviewed!: number;
  @ApiProperty({ description: 'Claims waiting for one' }) waiting!: number;
}

export class CheckPositionDto {
  @ApiProperty({ example: 'content' }) field!: string;
  @ApiProperty({ description: '1-based' }) line!: number;
  @ApiProperty({ description: '1-based' }) column!: number;
  @ApiPropertyOptional({ description: "The matched text's length (banned phrases), so an editor can mark it" }) length?: number;
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
  @ApiPropertyOptional({ type: SecondOpinionDto, description: "The model's second opinion on the claims" }) secondOpinion?: SecondOpinionDto;
}
