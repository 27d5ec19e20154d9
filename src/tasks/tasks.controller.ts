import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import type { Client } from '../clients/client.entity.js';
import { TickTaskDto, TaskTokenDto } from './dto/tasks.dto.js';
import { TaskLinkOpener } from './task-link.opener.js';
import { setTaskCookie, TaskClient, TaskSessionGuard } from './task-session.js';
import { TaskLinkPreviewRecord, TasksRecord } from './task.mapper.js';
import { TasksService } from './tasks.service.js';

@ApiTags('tasks')
@Public()
@Controller('tasks')
export class TaskLinkController {
  constructor(private readonly opener: TaskLinkOpener) {}

  @Post('link')
  @HttpCode(200)
  @RateLimit('taskSession')
  @ApiOperation({ summary: "Whose link it is (the recruiter's name); changes nothing" })
  @ApiAnswer(TaskLinkPreviewRecord)
  @ApiErrors(404)
  preview(@Body() body: TaskTokenDto): Promise<TaskLinkPreviewRecord> {
    return this.opener.preview(body.token);
  }

  @Post('session')
  @HttpCode(204)
  @RateLimit('taskSession')
  @ApiOperation({
    summary:
      "'Åbn mine opgaver': starts the customer's session (an httpOnly cookie for /api/tasks)",
  })
  @ApiNoContentResponse({ description: 'Session started (the cookie is set)' })
  @ApiErrors(404)
  async open(
    @Body() body: TaskTokenDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    const { session, until } = await this.opener.open(body.token);
    setTaskCookie(req, res, session, until);
  }
}

@ApiTags('tasks')
@Public()
@RateLimit('tasks')
@UseGuards(TaskSessionGuard)
@ApiErrors(401)
@Controller('tasks')
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  @Get()
  @ApiOperation({ summary: "The customer's steps, first name and contact" })
  @ApiAnswer(TasksRecord)
  overview(@TaskClient() client: Client): Promise<TasksRecord> {
    return this.tasks.overview(client);
  }

  @Post('confirmation')
  @HttpCode(200)
  @ApiOperation({ summary: "'Jeg er fyldt 18 år og er ikke registreret i ROFUS'" })
  @ApiAnswer(TasksRecord)
  confirm(@TaskClient() client: Client): Promise<TasksRecord> {
    return this.tasks.confirm(client);
  }

  @Post(':taskId/done')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tick a step (`amount` for a deposit or a withdrawal)' })
  @ApiAnswer(TasksRecord)
  @ApiErrors(409)
  tick(
    @TaskClient() client: Client,
    @Param('taskId') taskId: string,
    @Body() body: TickTaskDto,
  ): Promise<TasksRecord> {
    return this.tasks.tick(client, taskId, body.amount);
  }

  @Delete(':taskId/done')
  @ApiOperation({ summary: "Undo the customer's own tick, while the recruiter has not moved on" })
  @ApiAnswer(TasksRecord)
  @ApiErrors(409)
  undo(@TaskClient() client: Client, @Param('taskId') taskId: string): Promise<TasksRecord> {
    return this.tasks.undo(client, taskId);
  }
}
