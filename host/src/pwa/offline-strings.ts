/**
 * The offline page's words in every language of the storefront, from the host's locale files
 * (keys offline_title, offline_body, offline_retry). The worker bundles only these three keys:
 * webpack keeps just the JSON properties read here (each by name, never the whole object).
 */
import type { OfflineStrings } from './sw-rules';
import pt from '../locales/pt.json';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import zh_TW from '../locales/zh-TW.json';
import ja from '../locales/ja.json';
import th from '../locales/th.json';
import vi from '../locales/vi.json';
import my from '../locales/my.json';
import es from '../locales/es.json';
import hi from '../locales/hi.json';
import id from '../locales/id.json';
import km from '../locales/km.json';
import ko from '../locales/ko.json';
import ms from '../locales/ms.json';
import pt_BR from '../locales/pt-BR.json';
import ta from '../locales/ta.json';
import tl from '../locales/tl.json';
import ur from '../locales/ur.json';
import ur_Latn from '../locales/ur-Latn.json';
import tr from '../locales/tr.json';
import bn from '../locales/bn.json';
import ar from '../locales/ar.json';
import fa from '../locales/fa.json';
import ru from '../locales/ru.json';
import kk from '../locales/kk.json';
import uz from '../locales/uz.json';
import lo from '../locales/lo.json';
import ne from '../locales/ne.json';
import fr from '../locales/fr.json';

export const OFFLINE_STRINGS: Record<string, OfflineStrings> = {
  pt: { title: pt.offline_title, body: pt.offline_body, retry: pt.offline_retry },
  en: { title: en.offline_title, body: en.offline_body, retry: en.offline_retry },
  zh: { title: zh.offline_title, body: zh.offline_body, retry: zh.offline_retry },
  'zh-TW': { title: zh_TW.offline_title, body: zh_TW.offline_body, retry: zh_TW.offline_retry },
  ja: { title: ja.offline_title, body: ja.offline_body, retry: ja.offline_retry },
  th: { title: th.offline_title, body: th.offline_body, retry: th.offline_retry },
  vi: { title: vi.offline_title, body: vi.offline_body, retry: vi.offline_retry },
  my: { title: my.offline_title, body: my.offline_body, retry: my.offline_retry },
  es: { title: es.offline_title, body: es.offline_body, retry: es.offline_retry },
  hi: { title: hi.offline_title, body: hi.offline_body, retry: hi.offline_retry },
  id: { title: id.offline_title, body: id.offline_body, retry: id.offline_retry },
  km: { title: km.offline_title, body: km.offline_body, retry: km.offline_retry },
  ko: { title: ko.offline_title, body: ko.offline_body, retry: ko.offline_retry },
  ms: { title: ms.offline_title, body: ms.offline_body, retry: ms.offline_retry },
  'pt-BR': { title: pt_BR.offline_title, body: pt_BR.offline_body, retry: pt_BR.offline_retry },
  ta: { title: ta.offline_title, body: ta.offline_body, retry: ta.offline_retry },
  tl: { title: tl.offline_title, body: tl.offline_body, retry: tl.offline_retry },
  ur: { title: ur.offline_title, body: ur.offline_body, retry: ur.offline_retry },
  'ur-Latn': { title: ur_Latn.offline_title, body: ur_Latn.offline_body, retry: ur_Latn.offline_retry },
  tr: { title: tr.offline_title, body: tr.offline_body, retry: tr.offline_retry },
  bn: { title: bn.offline_title, body: bn.offline_body, retry: bn.offline_retry },
  ar: { title: ar.offline_title, body: ar.offline_body, retry: ar.offline_retry },
  fa: { title: fa.offline_title, body: fa.offline_body, retry: fa.offline_retry },
  ru: { title: ru.offline_title, body: ru.offline_body, retry: ru.offline_retry },
  kk: { title: kk.offline_title, body: kk.offline_body, retry: kk.offline_retry },
  uz: { title: uz.offline_title, body: uz.offline_body, retry: uz.offline_retry },
  lo: { title: lo.offline_title, body: lo.offline_body, retry: lo.offline_retry },
  ne: { title: ne.offline_title, body: ne.offline_body, retry: ne.offline_retry },
  fr: { title: fr.offline_title, body: fr.offline_body, retry: fr.offline_retry },
};
