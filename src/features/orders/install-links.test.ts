import { describe, expect, test } from 'vitest';
import { androidInstallUrl, installDetails, iosInstallUrl, splitLpa } from './install-links.ts';

const LPA = 'LPA:1$smdp.example.com$K2-ABC123-DEF456';

describe('one-tap install links', () => {
  test('the iPhone link is Apple’s setup page with the whole LPA string URL-encoded as carddata', () => {
    expect(iosInstallUrl(LPA)).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24K2-ABC123-DEF456',
    );
  });

  test('the Android link has the same shape on esimsetup.android.com', () => {
    expect(androidInstallUrl(LPA)).toBe(
      'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24K2-ABC123-DEF456',
    );
  });

  test('escapes $, :, spaces and every character with a meaning in a URL', () => {
    const url = new URL(iosInstallUrl('LPA:1$a b+c/d?e=f$g#h%i&j'));
    expect(url.search).toBe('?carddata=LPA%3A1%24a%20b%2Bc%2Fd%3Fe%3Df%24g%23h%25i%26j');
    expect(url.searchParams.get('carddata')).toBe('LPA:1$a b+c/d?e=f$g#h%i&j');
  });

  test('a hostile LPA cannot add a parameter, a fragment, or change the host or path', () => {
    const hostile =
      'LPA:1$evil.example/../x?carddata=stolen&next=https://evil.example#frag$"><script>alert(1)</script>\r\nSet-Cookie: a=b';
    for (const link of [iosInstallUrl(hostile), androidInstallUrl(hostile)]) {
      const url = new URL(link);
      expect(url.origin).toMatch(/^https:\/\/esimsetup\.(apple|android)\.com$/);
      expect(url.pathname).toBe('/esim_qrcode_provisioning');
      expect(url.hash).toBe('');
      expect([...url.searchParams.keys()]).toEqual(['carddata']);
      expect(url.searchParams.get('carddata')).toBe(hostile);
      expect(link).not.toMatch(/[\s"<>]/);
    }
  });
});

describe('the manual details', () => {
  test('split the LPA string into the SM-DP+ address and the activation code', () => {
    expect(splitLpa(LPA)).toEqual({
      smdpAddress: 'smdp.example.com',
      activationCode: 'K2-ABC123-DEF456',
    });
    expect(splitLpa('LPA:1$smdp.example.com$K2-ABC$1')).toEqual({
      smdpAddress: 'smdp.example.com',
      activationCode: 'K2-ABC',
    });
  });

  test('a string that is not an LPA activation string gives nothing to install', () => {
    for (const broken of [
      '',
      'LPA:1$',
      'LPA:1$smdp.example.com',
      'LPA:1$$code',
      'LPA:2$smdp.example.com$code',
      'https://example.com',
    ]) {
      expect(splitLpa(broken), broken).toBeNull();
      expect(installDetails(broken), broken).toBeNull();
    }
  });

  test('installDetails gives both links and the manual fields', () => {
    expect(installDetails(LPA)).toEqual({
      smdpAddress: 'smdp.example.com',
      activationCode: 'K2-ABC123-DEF456',
      iosUrl: iosInstallUrl(LPA),
      androidUrl: androidInstallUrl(LPA),
    });
  });
});
