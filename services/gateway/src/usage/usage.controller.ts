import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { UsageDto, UsageQueryDto } from './dto/usage.dto';
import { UsageService } from './usage.service';

@ApiTags('AI usage')
@ApiAdmin()
@Controller('api/ai/usage')
@UseGuards(AdminSessionGuard)
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Get()
  @ApiOperation({ summary: "A month's AI spend and tokens: totals, by day, provider, model, job kind and stage, with the budget" })
  @ApiOkResponse({ type: UsageDto })
  monthUsage(@Query() query: UsageQueryDto): Promise<UsageDto> {
    return this.usage.monthUsage(query.month ?? new Date().toISOString().slice(0, 7));
  }
}
