import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ReviseProductionDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'feedback must be text' })
  @IsNotEmpty({ message: 'Describe the changes you would like to see' })
  @MaxLength(4000)
  feedback!: string;
}
