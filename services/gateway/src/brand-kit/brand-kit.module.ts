import { Module } from '@nestjs/common';
import { BrandKitController } from './brand-kit.controller';
import { BrandKitRepository } from './brand-kit.repository';
import { BrandKitService } from './brand-kit.service';

@Module({
  controllers: [BrandKitController],
  providers: [BrandKitService, BrandKitRepository],
  exports: [BrandKitService],
})
export class BrandKitModule {}
