import { describe, expect, it } from 'vitest';
import rulesJson from '../../../../content/chat-rules.json';
import { chatRulesSchema, type ChatRules } from './chat-rules.ts';
import { replyFor } from './match.ts';
import { LOCALES } from '../../i18n/locales.ts';

const shopRules: ChatRules = chatRulesSchema.parse(rulesJson);
const responseOf = (index: number) => shopRules.rules[index]!.response;

const toyRules: ChatRules = {
  greeting: 'Hi',
  quickQuestions: ['a', 'b', 'c', 'd', 'e', 'f'],
  rules: [
    { keywords: ['install'], response: 'first' },
    {
      keywords: ['install', 'phone'],
      response: 'second',
      link: { href: '/compatibility', label: 'Devices' },
    },
  ],
  fallback: 'no idea',
  supportMessage: 'we will write',
};

describe('replyFor', () => {
  it('answers with the first rule in list order when several match', () => {
    expect(replyFor('install on my phone', toyRules).content).toBe('first');
    expect(replyFor('my phone', toyRules)).toEqual({
      content: 'second',
      link: { href: '/compatibility', label: 'Devices' },
    });
  });

  it('matches whatever the case of the text', () => {
    expect(replyFor('HOW DO I INSTALL IT?', toyRules).content).toBe('first');
  });

  it('matches a keyword contained in a longer word', () => {
    expect(replyFor('reinstalling', toyRules).content).toBe('first');
  });

  it('falls back with the support option when nothing matches', () => {
    expect(replyFor('bonjour', toyRules)).toEqual({ content: 'no idea', showSupportOption: true });
  });

  it('falls back for empty or whitespace-only text', () => {
    expect(replyFor('   \n ', toyRules).showSupportOption).toBe(true);
    expect(replyFor('', toyRules).showSupportOption).toBe(true);
  });

  it('ignores surrounding whitespace', () => {
    expect(replyFor('  \tinstall  \n', toyRules).content).toBe('first');
  });
});

describe('the shop rules (content/chat-rules.json)', () => {
  it('keep the nine keyword groups in the order of docs/product.md#chat', () => {
    expect(shopRules.rules.map((rule) => rule.keywords[0])).toEqual([
      'install',
      'compatible',
      'price',
      'refund',
      'country',
      'data',
      'valid',
      'help',
      'contact',
    ]);
  });

  const groups: [string, number, string[]][] = [
    [
      'install',
      0,
      [
        'How do I install it?',
        'Where is my QR code',
        'set up my eSIM',
        'setup help',
        'Can I scan it twice?',
      ],
    ],
    [
      'devices',
      1,
      ['Is it compatible?', 'iPhone 12', 'Samsung S21', 'Pixel 7', 'my phone', 'which device'],
    ],
    [
      'price',
      2,
      [
        'What is the price?',
        'what does it cost',
        'anything cheap?',
        'how much for Japan',
        'under $20?',
      ],
    ],
    ['refund', 3, ['I want a refund', 'money back please', 'can I cancel my order']],
    [
      'countries',
      4,
      [
        'which country',
        'list of countries',
        'my destination',
        'a region plan',
        'Europe trip',
        'Asia tour',
      ],
    ],
    [
      'data/speed',
      5,
      [
        'enough data?',
        '10 GB enough?',
        'what speed',
        'is there 5G',
        '4G only?',
        'is it fast',
        'it is slow',
      ],
    ],
    [
      'validity',
      6,
      [
        'is it valid in May',
        'validity period',
        'how many days',
        'when does it expire',
        'when to activate',
        'activation date',
      ],
    ],
    ['help', 7, ['help me', 'I have a problem', 'not working', 'no service here', 'an issue']],
    ['contact', 8, ['contact you', 'your email', 'a human please', 'an agent', 'talk to someone']],
  ];
  for (const [group, index, texts] of groups) {
    it(`answers the ${group} questions with the ${group} rule`, () => {
      for (const text of texts)
        expect(replyFor(text, shopRules).content, text).toBe(responseOf(index));
    });
  }

  it('answer a question touching two groups with the earlier one', () => {
    expect(replyFor('How much data do I need?', shopRules).content).toBe(responseOf(2));
  });

  it('link every answer to the page that covers it', () => {
    const pages = [
      '/installation',
      '/compatibility',
      '/countries',
      '/terms',
      '/countries',
      '/faq',
      '/faq',
      '/faq',
      '/contact',
    ];
    expect(shopRules.rules.map((rule) => rule.link?.href)).toEqual(pages);
  });

  it('give six quick questions that each reach a different rule', () => {
    const replies = shopRules.quickQuestions.map((question) => replyFor(question, shopRules));
    expect(replies.every((reply) => !reply.showSupportOption)).toBe(true);
    expect(new Set(replies.map((reply) => reply.content)).size).toBe(6);
  });

  it('fall back for an unrelated question, and promise an e-mail reply within 2 hours from support', () => {
    expect(replyFor('Tell me a joke', shopRules)).toEqual({
      content: shopRules.fallback,
      showSupportOption: true,
    });
    expect(shopRules.supportMessage).toMatch(/e-mail within 2 hours/);
  });
});

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s rules', (locale) => {
  it('answer each quick question with the rule the English one reaches', async () => {
    const { default: json } = (await import(`../../../../content/chat-rules.${locale}.json`)) as {
      default: unknown;
    };
    const rules = chatRulesSchema.parse(json);
    const ruleOf = (reply: { content: string }, all: ChatRules) =>
      all.rules.findIndex((rule) => rule.response === reply.content);
    expect(
      rules.quickQuestions.map((question) => ruleOf(replyFor(question, rules), rules)),
    ).toEqual(
      shopRules.quickQuestions.map((question) => ruleOf(replyFor(question, shopRules), shopRules)),
    );
  });
});
