// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('BASE_PATH', () => {
  it.each([
    [undefined, '/'],
    [' /fan-site_1/ ', '/fan-site_1/'],
    ['guide', '/guide/'],
  ])('%j becomes %j', (raw, expected) => {
    expect(loadConfig({ BASE_PATH: raw }).basePath).toBe(expected);
  });

  it.each(['/../etc', '/a b', '/a?b', '/<x>'])('refuses %j', (raw) => {
    expect(() => loadConfig({ BASE_PATH: raw })).toThrow(ConfigError);
  });
});

describe('loadConfig', () => {
  it('has safe defaults: loopback host, port 3000, sample data on, no Secure cookie', () => {
    expect(loadConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      basePath: '/',
      databaseUrl: undefined,
      seedSampleData: true,
      secureCookies: false,
    });
  });

  it.each(['abc', '-1', '70000', '3.5'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
  });

  it('refuses a DATABASE_URL that is not postgres', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql://.',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe(
      'postgresql://u@h/db',
    );
  });

  it('refuses half of the admin pair', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.test' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'secret password' })).toThrow(ConfigError);
    expect(
      loadConfig({ ADMIN_EMAIL: 'a@b.test', ADMIN_PASSWORD: 'secret password' }).adminEmail,
    ).toBe('a@b.test');
  });

  it('refuses a boolean that is neither true nor false', () => {
    expect(() => loadConfig({ SEED_SAMPLE_DATA: 'maybe' })).toThrow(ConfigError);
  });
});

describe('LOG_LEVEL', () => {
  it.each([
    [undefined, 'info'],
    ['', 'info'],
    ['debug', 'debug'],
    [' WARN ', 'warn'],
    ['silent', 'silent'],
  ])('%j logs at %j', (raw, level) => {
    expect(loadConfig({ LOG_LEVEL: raw }).logLevel).toBe(level);
  });

  it('refuses any other level, naming the choices', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of silent, fatal, error, warn, info, debug, trace, not "verbose".',
    );
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('%j trusts %j proxies', (raw, hops) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(hops);
  });

  it('refuses anything else, naming the choices', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(
      'TRUST_PROXY must be true, false or the number of reverse proxies in front of the server, not "nginx".',
    );
  });
});

describe('ALLOWED_HOSTS', () => {
  it('lists host names as a Host header carries them, in lower case', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(
      loadConfig({ ALLOWED_HOSTS: ' Guide.Example.org , guide.example.org:8080,[::1]:3000,' })
        .allowedHosts,
    ).toEqual(['guide.example.org', 'guide.example.org:8080', '[::1]:3000']);
  });

  it.each(['https://guide.example.org', 'guide.example.org/path', 'a b', 'host:port'])(
    'refuses %j',
    (raw) => {
      expect(() => loadConfig({ ALLOWED_HOSTS: raw })).toThrow(
        `ALLOWED_HOSTS must list host names as browsers send them, separated by commas (such as guide.example.org,guide.example.org:8080), not "${raw}".`,
      );
    },
  );
});
