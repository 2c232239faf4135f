import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiUrl, defaultConfig, parseConfig } from '../../../contract/config';
import { loadConfig } from './config';

const goodFile = {
  emailApiUrl: 'https://api.shop.example/',
  whatsAppApiUrl: '/api',
  whatsAppClientId: 'shop-client',
  consentApiUrl: '',
  trustedParentOrigins: ['https://shop.example', 'http://localhost:3000'],
  company: {
    name: 'Acme Medical',
    phone: '(305) 555-0100',
    fax: '(305) 555-0101',
    email: 'orders@acme.example',
    website: 'https://acme.example',
  },
  notice: { message: 'Closed on Friday', color: '#a00' },
  orderFormActions: 'show',
  signingChoiceInShop: true,
};

function jsonResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

describe('parseConfig', () => {
  it('accepts a complete, correct file as it is', () => {
    expect(parseConfig(goodFile)).toEqual({ config: goodFile, problems: [] });
  });

  it('accepts a notice given per language, English required', () => {
    const notice = { message: { en: 'Closed on Friday', es: 'Cerrado el viernes' }, color: '#a00' };
    expect(parseConfig({ ...goodFile, notice })).toEqual({
      config: { ...goodFile, notice },
      problems: [],
    });
  });

  it('uses the defaults for keys that are missing', () => {
    const { config, problems } = parseConfig({ whatsAppClientId: 'x' });
    expect(config).toEqual({ ...defaultConfig, whatsAppClientId: 'x' });
    expect(problems).toEqual([]);
  });

  it('leaves consentApiUrl unset when the file has none, so consents are only logged', () => {
    const { consentApiUrl, ...withoutConsent } = goodFile;
    expect(consentApiUrl).toBe('');
    expect(parseConfig(withoutConsent).config.consentApiUrl).toBeUndefined();
    expect(parseConfig(goodFile).config.consentApiUrl).toBe('');
  });

  it.each([
    ['emailApiUrl', 42],
    ['emailApiUrl', 'javascript:alert(1)'],
    ['whatsAppApiUrl', '//evil.example'],
    ['whatsAppClientId', null],
    ['consentApiUrl', ['https://x.example']],
    ['trustedParentOrigins', 'https://shop.example'],
    ['trustedParentOrigins', ['https://shop.example/path']],
    ['trustedParentOrigins', ['*']],
    ['company', 'Acme'],
    ['notice', { message: 'hi' }],
    ['notice', { message: { es: 'Hola' }, color: '#a00' }],
    ['notice', { message: { en: 'Hi', fr: 'Salut' }, color: '#a00' }],
    ['notice', { message: { en: 'Hi', es: 7 }, color: '#a00' }],
    ['notice', { message: 'Hi', color: '#a00', colour: 'red' }],
    ['orderFormActions', 'sometimes'],
    ['signingChoiceInShop', 'yes'],
  ])('replaces a wrong %s (%j) by its default and says so', (key, value) => {
    const { config, problems } = parseConfig({ ...goodFile, [key]: value });
    expect(config).toEqual({
      ...goodFile,
      [key]: defaultConfig[key as keyof typeof defaultConfig],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`"${key}" must be`);
  });

  it('checks company fields one by one, keeping the good ones', () => {
    const { config, problems } = parseConfig({
      company: { name: 'Acme Medical', phone: 5551234, website: 'javascript:alert(1)' },
    });
    expect(config.company).toEqual({
      ...defaultConfig.company,
      name: 'Acme Medical',
    });
    expect(problems).toEqual([
      '"company.phone" must be a string; the default is used',
      '"company.website" must be an http(s) URL; the default is used',
    ]);
  });

  it('rejects an empty company name', () => {
    const { config, problems } = parseConfig({ company: { name: '  ' } });
    expect(config.company.name).toBe('Task Supply');
    expect(problems).toHaveLength(1);
  });

  it('reports and ignores unknown keys', () => {
    const { config, problems } = parseConfig({
      ...goodFile,
      emailApiURL: 'https://typo.example',
      company: { ...goodFile.company, logo: 'x.png' },
    });
    expect(config).toEqual(goodFile);
    expect(config).not.toHaveProperty('emailApiURL');
    expect(problems).toEqual(
      expect.arrayContaining([
        'unknown key "emailApiURL" ignored',
        'unknown key "company.logo" ignored',
      ]),
    );
    expect(problems).toHaveLength(2);
  });

  it.each([null, [], 'text', 3])('falls back to all defaults when the file holds %j', (raw) => {
    const { config, problems } = parseConfig(raw);
    expect(config).toEqual(defaultConfig);
    expect(problems).toEqual(['config.json must hold a JSON object']);
  });
});

describe('loadConfig', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('returns a good file without logging, asking the network not to cache it', async () => {
    const fetchFn = vi.fn(async () => jsonResponse(JSON.stringify(goodFile)));
    await expect(loadConfig('/forms/config.json', fetchFn)).resolves.toEqual(goodFile);
    expect(fetchFn).toHaveBeenCalledWith(
      '/forms/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reads the file the server put into the document, without asking the network', async () => {
    const fetchFn = vi.fn(async () => jsonResponse('{}'));
    const inlined = JSON.stringify({ ...goodFile, orderFormActions: 'never' });
    const config = await loadConfig('/config.json', fetchFn, 20, inlined);
    expect(config).toEqual({ ...goodFile, orderFormActions: 'auto' });
    expect(fetchFn).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"orderFormActions"'));
  });

  it('uses the defaults and logs when the file is missing (404)', async () => {
    const fetchFn = vi.fn(async () => jsonResponse('Not found', 404));
    await expect(loadConfig('/config.json', fetchFn)).resolves.toEqual(defaultConfig);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('HTTP 404'));
  });

  it('uses the defaults and logs on a network error', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadConfig('/config.json', fetchFn)).resolves.toEqual(defaultConfig);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Failed to fetch'));
  });

  it('uses the defaults and logs on malformed JSON (e.g. an HTML fallback page)', async () => {
    const fetchFn = vi.fn(async () => jsonResponse('<!doctype html><html></html>'));
    await expect(loadConfig('/config.json', fetchFn)).resolves.toEqual(defaultConfig);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'));
  });

  it('logs each wrong key and keeps the rest of the file', async () => {
    const file = { ...goodFile, orderFormActions: 'never', company: { name: 7 } };
    const fetchFn = vi.fn(async () => jsonResponse(JSON.stringify(file)));
    const config = await loadConfig('/config.json', fetchFn);
    expect(config.orderFormActions).toBe('auto');
    expect(config.company).toEqual(defaultConfig.company);
    expect(config.emailApiUrl).toBe(goodFile.emailApiUrl);
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"orderFormActions"'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"company.name"'));
  });

  it('gives up on a request that hangs and uses the defaults', async () => {
    const fetchFn = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(loadConfig('/config.json', fetchFn, 20)).resolves.toEqual(defaultConfig);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'));
  });
});

describe('apiUrl', () => {
  it.each([
    ['https://api.example/', '/send', 'https://api.example/send'],
    ['https://api.example', 'send', 'https://api.example/send'],
    ['', '/send', '/send'],
  ])('joins %j and %j', (base, path, expected) => {
    expect(apiUrl(base, path)).toBe(expected);
  });
});
