import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { BrandKitService } from './brand-kit.service';
import { BrandKitDto, BrandKitRevisionDto, BrandKitRevisionView, BrandKitView, toBrandKitRevisionView, toBrandKitView, UpdateBrandKitDto } from './dto/brand-kit.dto';

/** Issue 16: the brand kit every article is written and checked against. */
@ApiTags('Brand kit')
@ApiAdmin()
@Controller('api/admin/brand-kit')
@UseGuards(AdminSessionGuard)
export class BrandKitController {
  constructor(private readonly brandKit: BrandKitService) {}

  @Get()
  @ApiOkResponse({ type: BrandKitDto })
  async get(): Promise<BrandKitView> {
    return toBrandKitView(await this.brandKit.getBrandKit());
  }

  @Put()
  @ApiOkResponse({ type: BrandKitDto })
  async update(@Body() body: UpdateBrandKitDto): Promise<BrandKitView> {
    const { version, ...content } = body;
    return toBrandKitView(await this.brandKit.updateBrandKit(version, content));
  }

  @Get('revisions')
  @ApiOkResponse({ type: [BrandKitRevisionDto] })
  async revisions(): Promise<BrandKitRevisionView[]> {
    return (await this.brandKit.listRevisions()).map(toBrandKitRevisionView);
  }
}
