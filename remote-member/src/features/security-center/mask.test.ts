import { maskEmail, maskMobile } from './mask';

describe('contact masking', () => {
  it('keeps the start of the name and the domain of an e-mail', () => {
    expect(maskEmail('agent@example.com')).toBe('ag***@example.com');
    expect(maskEmail('al@example.com')).toBe('a***@example.com');
    expect(maskEmail(null)).toBeNull();
  });

  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskMobile('11987650001', '55')).toBe('+55 119****0001');
    expect(maskMobile('11987650001', '+55')).toBe('+55 119****0001');
    expect(maskMobile('9876543', null)).toBe('9****43');
    expect(maskMobile('', '55')).toBeNull();
  });
});
