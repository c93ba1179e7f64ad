import { Module } from '@nestjs/common';
import { ExportsController } from './exports.controller';

/** Everything out, as one zip this product's import reads back (issue 32). */
@Module({ controllers: [ExportsController] })
export class ExportsModule {}
