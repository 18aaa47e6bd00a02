import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { bus, call, endpoints, findLanguage, getToken, LANGUAGES, useBoot, directionOf } from '@vitrine/shared';
import { changeLanguage } from '@vitrine/shared/internal';

const Select = styled.select`
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
`;

/** Choose among the brand's `supportLanguages`; stores the choice and tells the server. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('common');
  const boot = useBoot();
  const supported = boot?.info.brand?.supportLanguages?.map((code) => findLanguage(code)).filter(Boolean) ?? [];
  const options = supported.length ? supported : LANGUAGES.filter((l) => l.code === 'pt' || l.code === 'en');
  const current = findLanguage(i18n.language)?.code ?? i18n.language;

  const onChange = async (code: string) => {
    await changeLanguage(code);
    bus.publish('i18n/language-changed', { language: code, dir: directionOf(code) });
    if (getToken()) {
      const api = findLanguage(code)?.api ?? code.toUpperCase();
      call(endpoints.updateLanguage, { language: api }).catch(() => undefined);
    }
  };

  return (
    <Select aria-label={t('language')} data-testid="language-picker" value={current} onChange={(e) => void onChange(e.target.value)}>
      {options.map((language) => (
        <option key={language!.code} value={language!.code} lang={language!.code}>
          {language!.nativeName}
        </option>
      ))}
    </Select>
  );
}
