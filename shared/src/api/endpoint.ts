/**
 * The shape of one operator API call. Every call the storefront makes is declared once with
 * `defineEndpoint` in `./endpoints/<area>.ts`: its path, method, whitelabel module id, whether the
 * body is DES+RSA encrypted, whether it needs the session token, and its request/response types.
 * Only `client.ts` turns a declaration into HTTP. The sandbox backend implements the same
 * declarations, so front end and backend share one contract.
 */

/** Whitelabel module ids (the `modId` of the whitelabel tree) that gate calls and features. */
export type ModuleId =
  | 'COMM3'
  | 'LOGINIPVERF3'
  | 'PASS3'
  | 'FREEPLAY3'
  | 'PWRESETSMS3'
  | 'CHNGPASSVERIF3'
  | 'PROFPIC3'
  | 'VERIFICATION3'
  | 'REGMOBVERF3'
  | 'REG3'
  | 'AFFMAN3'
  | 'CAPTCHA3'
  | 'GEETEST3'
  | 'MOBILENUMREG3'
  | 'MOBILENUMPASSREG3'
  | 'USERNAMEREG3'
  | 'PWDEXPFORCECHANGE3'
  | 'MOBILEVERCODELOGIN3'
  | 'DIRECTREG3'
  | 'MANPLAYREB3'
  | 'GAMELO3'
  | 'GAMELOREC3'
  | 'GAMELOHOT3'
  | 'AGEANNOUNCE3'
  | 'REWCEN3'
  | 'FEEDBACK3'
  | 'RTSALARY3'
  | 'SIGNCONDIV3'
  | 'DAILYSALCONT3'
  | 'HOURSAL3'
  | 'INBOX3'
  | 'CBS3'
  | 'PTSYS3'
  | 'MEMTRANS3'
  | 'REFERRAL3'
  | 'MISSION3'
  | 'VIP3'
  | 'PROMO3'
  /** Social sign-in with Google / Facebook. Sandbox names: the spec does not name these flags. */
  | 'GOOGLELOGIN3'
  | 'FACEBOOKLOGIN3'
  /** Registration SMS through the phone-auth service (Firebase), `firebaseChannel: 'sms'`. Sandbox name. */
  | 'FIREBASESMS3';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the request travels: `query` (GET/DELETE search params), `json` (JSON body; with
 * `encrypted` it becomes `{ value: <cipher> }`), `form` (application/x-www-form-urlencoded).
 */
export type BodyKind = 'query' | 'json' | 'form';

/** `required`: sends the token, fails without one. `optional`: sends it when present. `none`: never. */
export type TokenNeed = 'required' | 'optional' | 'none';

export interface Endpoint<Req, Res> {
  /** The call's name in the API notes (e.g. `login`, `gameVendor`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path relative to the API base, e.g. `/wps/session/login`. May hold `:param` segments. */
  readonly path: string;
  readonly moduleId?: ModuleId;
  readonly body: BodyKind;
  readonly encrypted: boolean;
  readonly token: TokenNeed;
  /**
   * A money call (it moves a balance): it carries an `Idempotency-Key`, and the server answers a
   * repeat of the same key with the stored answer instead of doing it again (issue 12).
   */
  readonly idempotent?: boolean;
  /**
   * String fields of the request sent sealed with the server's RSA key (`sealRandom`: the RSA of
   * the reversed value), e.g. free play's `random`. The rest of the body travels as declared.
   */
  readonly sealedFields?: readonly string[];
  /** Extra headers this call always sends (e.g. `X-Gateway-Version: 3` for free play). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Phantom fields carrying the types; never set at run time. */
  readonly _req?: Req;
  readonly _res?: Res;
}

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

type EndpointInit = Omit<Endpoint<unknown, unknown>, '_req' | '_res' | 'body' | 'encrypted' | 'token'> &
  Partial<Pick<Endpoint<unknown, unknown>, 'body' | 'encrypted' | 'token'>>;

/** Declare a call. Defaults: body `query` for GET/DELETE else `json`, not encrypted, token `optional`. */
export function defineEndpoint<Req = void, Res = void>(init: EndpointInit): Endpoint<Req, Res> {
  return {
    body: init.method === 'GET' || init.method === 'DELETE' ? 'query' : 'json',
    encrypted: false,
    token: 'optional',
    ...init,
  };
}

/** The envelope most answers carry. */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message?: string;
  code?: string;
}

/** A page of results as the relay list calls answer them. */
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
