import { SimilarPost } from '@app/site';
import { ApiProperty } from '@nestjs/swagger';

/** A published post an idea or post resembles in meaning (topic memory, issue 17). */
export class SimilarPostDto implements SimilarPost {
  @ApiProperty() postId!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Closeness in meaning: 0 nothing shared, 1 the same title' }) score!: number;
}
