/**
 * The sandbox identity provider's pages (stand-ins for Google / Facebook sign-in, which this
 * machine cannot reach). The storefront opens `GET /__sandbox/oauth/:provider?origin=…&state=…`
 * in a popup; picking an identity asks `POST /__sandbox/oauth/:provider/token` for an ID token,
 * posts `{ type: 'vitrine-social', provider, idToken, state }` to `window.opener` (target origin =
 * the validated `origin`) and closes. See services/social.ts and sandbox/README.md.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { SocialProvider } from '@vitrine/shared/api/endpoints';
import type { Sandbox } from './core/context';
import { ApiError } from './core/errors';
import { jsonResponse } from './core/http';
import { Lits, OptStr, Str } from './core/schemas';
import { htmlResponse } from './provider';
import { SocialTokenSchema } from './responses/control';
import { checkOpenerOrigin, identitiesOf, issueIdToken, SOCIAL_LABELS, SOCIAL_TOKEN_TTL_MS, type SocialIdentity } from './services/social';

const ProviderParam = Type.Object({ provider: Lits<SocialProvider>('google', 'facebook') });

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON for an inline script (no `</script>` break-out). */
const js = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const MARK: Record<SocialProvider, { colour: string; letter: string }> = { google: { colour: '#4285f4', letter: 'G' }, facebook: { colour: '#1877f2', letter: 'f' } };

const PAGE = (provider: SocialProvider, origin: string, state: string, identities: readonly SocialIdentity[]) => {
  const label = SOCIAL_LABELS[provider];
  const mark = MARK[provider];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${label} (sandbox)</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f1f3f4;color:#202124;display:flex;align-items:center;justify-content:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:24px;width:min(380px,92vw);box-shadow:0 2px 12px #0002}
.logo{width:40px;height:40px;border-radius:50%;background:${mark.colour};color:#fff;font:bold 24px/40px Arial;text-align:center;margin:0 auto 8px}
h1{font-size:20px;text-align:center;margin:0 0 4px}p{font-size:14px;color:#5f6368;text-align:center;margin:0 0 16px}
ul{list-style:none;padding:0;margin:0 0 12px}li+li{margin-top:8px}
button{width:100%;text-align:left;background:#fff;border:1px solid #dadce0;border-radius:8px;padding:10px 12px;font-size:14px;cursor:pointer;color:#202124}
button:hover,button:focus-visible{background:#f8f9fa;outline:2px solid ${mark.colour}}
button small{display:block;color:#5f6368}.cancel{text-align:center;border:0;color:${mark.colour}}
.msg{font-size:13px;color:#d93025;text-align:center;min-height:18px}
</style></head><body><main>
<div class="logo" aria-hidden="true">${mark.letter}</div>
<h1>Sign in with ${label} (sandbox)</h1>
<p>Choose an account to continue to the storefront</p>
<ul>${identities.map((i) => `<li><button type="button" data-sub="${esc(i.sub)}">${esc(i.name)}<small>${esc(i.email)}</small></button></li>`).join('')}</ul>
<button type="button" class="cancel" id="cancel">Cancel</button>
<div class="msg" id="msg" role="alert"></div>
</main>
<script>
(function(){
var P=${js(provider)},ORIGIN=${js(origin)},STATE=${js(state)},msg=document.getElementById('msg');
document.getElementById('cancel').onclick=function(){window.close()};
Array.prototype.forEach.call(document.querySelectorAll('button[data-sub]'),function(b){b.onclick=function(){
if(!window.opener){msg.textContent='Open this page from the storefront sign-in button.';return}
b.disabled=true;msg.textContent='';
fetch('/__sandbox/oauth/'+P+'/token',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({sub:b.getAttribute('data-sub')})})
.then(function(r){return r.json()}).then(function(j){
if(!j.success){b.disabled=false;msg.textContent=j.message;return}
window.opener.postMessage({type:'vitrine-social',provider:P,idToken:j.value.idToken,state:STATE},ORIGIN);
window.close();
}).catch(function(){b.disabled=false;msg.textContent='Network link abnormal'})}});
})();
</script></body></html>`;
};

export function oauthRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.get('/__sandbox/oauth/:provider', {
    schema: { params: ProviderParam, querystring: Type.Object({ origin: Str(200, 1), state: OptStr(128) }), response: htmlResponse('The sandbox identity provider sign-in page (Google / Facebook stand-in)') },
  }, async (req, reply) => {
    const { provider } = req.params as { provider: SocialProvider };
    const q = req.query as { origin: string; state?: string };
    const origin = checkOpenerOrigin(q.origin, req.headers.host);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'")
      .send(PAGE(provider, origin, q.state ?? '', identitiesOf(provider)));
  });

  app.post('/__sandbox/oauth/:provider/token', {
    schema: { params: ProviderParam, body: Type.Object({ sub: Str(64, 1) }), response: jsonResponse(SocialTokenSchema) },
  }, async (req) => {
    const { provider } = req.params as { provider: SocialProvider };
    const identity = identitiesOf(provider).find((i) => i.sub === (req.body as { sub: string }).sub);
    if (!identity) throw new ApiError(404, 'not_found', `No ${SOCIAL_LABELS[provider]} identity with this id`);
    return { success: true as const, value: { idToken: issueIdToken(sb, identity), expiresIn: SOCIAL_TOKEN_TTL_MS / 1000 } };
  });
}
