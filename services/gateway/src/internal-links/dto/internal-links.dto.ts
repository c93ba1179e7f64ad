import { ApiProperty } from '@nestjs/swagger';
import type { PagedList } from '../../common/dto/page-query.dto';
import type { OrphanPost } from '../internal-links.repository';
import type { LinkSuggestion } from '../link-suggestions';

export class LinkTargetDto {
  @ApiProperty({ enum: ['post', 'page'] }) kind!: 'post' | 'page';
  @ApiProperty({ description: 'The path to link to, e.g. /blog/some-slug or /services' }) path!: string;
  @ApiProperty() title!: string;
}

/** A link the article could have: accepting it turns `anchorText` at `position` into `[anchorText](target.path)`. */
export class LinkSuggestionDto implements LinkSuggestion {
  @ApiProperty({ type: LinkTargetDto }) target!: LinkTargetDto;
  @ApiProperty({ description: 'The words of the article that would become the link, exactly as written there' }) anchorText!: string;
  @ApiProperty({ description: 'The text around the anchor, on one line' }) excerpt!: string;
  @ApiProperty({ description: "Where anchorText starts in the post's content (characters from 0, line endings as \\n)" }) position!: number;
}

/** A published post no other published post links to. */
export class OrphanPostDto implements OrphanPost {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt!: Date | null;
}

export class OrphanPageDto implements PagedList<OrphanPost> {
  @ApiProperty({ type: [OrphanPostDto], description: 'Newest first' }) items!: OrphanPostDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ description: 'Orphan posts in all' }) total!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The page to ask for next; null on the last one' }) next!: number | null;
}
