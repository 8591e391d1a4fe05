import { z } from '@hono/zod-openapi';

export const HAULT_REASONS = ['completed', 'repo_missconfigured', 'error'] as const;
export const TODO_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const TODO_PRIORITIES = ['high', 'medium', 'low'] as const;

export const TodoSchema = z.object({
  content: z.string(),
  status: z.enum(TODO_STATUSES),
  priority: z.enum(TODO_PRIORITIES),
  id: z.string(),
});

export const AgentJobSchema = z
  .object({
    sessionId: z.string(),
    subdomain: z.string(),
    branch: z.string().nullable(),
    haulted: z.boolean(),
    haultReason: z.enum(HAULT_REASONS).optional(),
    pullRequestLink: z.string().optional(),
    messageToUser: z.string().optional(),
    todos: z.array(TodoSchema),
    userId: z.string().optional(),
    title: z.string().optional(),
    createdAt: z.string(),
  })
  .openapi('AgentJob');

export type AgentJob = z.infer<typeof AgentJobSchema>;

export const AgentJobsQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).optional().openapi({ type: 'integer', description: 'Jobs to skip.' }),
  take: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .openapi({ type: 'integer', description: 'Jobs to return; all when absent.' }),
});

export const AgentJobListSchema = z.object({ allSessions: z.array(AgentJobSchema) }).openapi('AgentJobList');
