/**
 * Shape of content/chat-rules.json. The schema is checked by the unit test, not in the browser:
 * the chat imports the JSON as plain data so zod stays out of its bundle.
 */
import * as z from 'zod';

const linkSchema = z.object({
  href: z.string().startsWith('/', 'A chat link points to a page of the shop'),
  label: z.string().min(1),
});

const chatRuleSchema = z.object({
  keywords: z
    .array(
      z
        .string()
        .min(1)
        .refine((k) => k === k.toLowerCase(), 'Keywords are lower-case'),
    )
    .min(1),
  response: z.string().min(1),
  link: linkSchema.optional(),
});

export const chatRulesSchema = z.object({
  greeting: z.string().min(1),
  quickQuestions: z.array(z.string().min(1)).length(6, 'Six quick questions'),
  rules: z.array(chatRuleSchema).min(1),
  fallback: z.string().min(1),
  supportMessage: z.string().min(1),
});

export type ChatLink = z.infer<typeof linkSchema>;
export type ChatRules = z.infer<typeof chatRulesSchema>;
