import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Where the pages' script sends its beacons (POST, a small JSON text). */
export const BEACON_PATH = '/api/beacon';

/**
 * What the tiny script on the public pages sends, and when (issue 31). It is not part of the React bundle:
 * the gateway serves it as its own file and puts its tag at the end of the page's deferred code (see
 * beaconScriptTag), so it loads after the page's own scripts and after the first paint.
 *
 * - Nothing at all when the browser asks not to be tracked (Do Not Track, Global Privacy Control) or has
 *   no sendBeacon. No cookies, no storage: the state lives in this closure and dies with the page.
 * - A view ({k:'v'}) once the page has loaded and the browser is idle, with the referrer's domain only (not the site's own) and the
 *   utm_source/medium/campaign of the address; again on each in-app navigation (history.pushState, back).
 * - On leave (the tab hidden, the page hidden, an in-app navigation) the engagement ({k:'e'}) since the
 *   last report: milliseconds with the tab visible, and the deepest quarter of the page scrolled to (d),
 *   with the one reported before (f), so the server counts each threshold once per view. The depth is
 *   read at most once a frame while scrolling, and on leave: never a layout forced during the page's load.
 * - A click ({k:'c'}) on an element marked data-beacon="cta" (the article's call to action) or
 *   data-beacon="service" (links to the agency's services).
 *
 * Written small by hand (it stays far under 1 KB gzipped; a test holds it to that).
 */
export const BEACON_SCRIPT = `(function(w,d,n,h){
if(n.doNotTrack=='1'||w.doNotTrack=='1'||n.globalPrivacyControl||!n.sendBeacon)return;
var p,t,e,m,f,v,q;
function s(o){o.p=p;try{n.sendBeacon('${BEACON_PATH}',JSON.stringify(o))}catch(x){}}
function deep(){q=0;var r=d.documentElement,y=r.scrollHeight,z=y>0?Math.min(1,(w.scrollY+w.innerHeight+2)/y):1;z=Math.floor(z*4)*25;if(z>m)m=z}
function scroll(){if(!q){q=1;requestAnimationFrame(deep)}}
function hide(){if(v){e+=Date.now()-t;v=0}deep();if(e>0||m>f){s({k:'e',e:Math.round(e),d:m,f:f});e=0;f=m}}
function show(){t=Date.now();v=1}
function view(){p=location.pathname;e=0;m=0;f=0;q=0;show();if(d.hidden)v=0;
var o={k:'v'},r=d.referrer,u=new URLSearchParams(location.search);
try{r=r&&new URL(r).hostname;if(r&&r!=location.hostname)o.r=r}catch(x){}
['source','medium','campaign'].forEach(function(k){var c=u.get('utm_'+k);if(c)o['u'+k[0]]=c.slice(0,100)});
s(o)}
function nav(){if(location.pathname!=p){hide();view()}}
function go(){view();
d.addEventListener('visibilitychange',function(){d.hidden?hide():show()});
w.addEventListener('pagehide',hide);
w.addEventListener('scroll',scroll,{passive:true});
w.addEventListener('popstate',nav);
var ps=h.pushState;h.pushState=function(){ps.apply(h,arguments);nav()};
d.addEventListener('click',function(x){var a=x.target&&x.target.closest&&x.target.closest('[data-beacon]');if(a)s({k:'c',c:a.getAttribute('data-beacon')})},true)}
function idle(){(w.requestIdleCallback||setTimeout)(go,{timeout:3000})}
d.readyState=='complete'?idle():w.addEventListener('load',idle)
})(window,document,navigator,history)`.replace(/\n/g, '');

const digest = createHash('sha256').update(BEACON_SCRIPT).digest('hex').slice(0, 12);

/** The script's own address, named by its content so it can be cached for ever. */
export const BEACON_SCRIPT_PATH = `/beacon-${digest}.js`;

/** The script as bytes, identity and gzip, with its strong ETag. */
export const BEACON_SCRIPT_BODY = Object.freeze({
  body: Buffer.from(BEACON_SCRIPT),
  gzip: gzipSync(BEACON_SCRIPT, { level: 9 }),
  etag: `"${digest}"`,
});

/**
 * The tag the public pages carry, last in their deferred code (so it is fetched after the first paint,
 * after the app's own scripts, at low priority); empty when analytics are off.
 */
export function beaconScriptTag(enabled: boolean): string {
  return enabled ? `<script async fetchpriority="low" src="${BEACON_SCRIPT_PATH}"></script>` : '';
}
