import { expect, type BrowserContext, type Page } from '@playwright/test';
import { popupClosed } from './popup';

/**
 * Google sign-in against the Auth emulator, offline. The emulator serves its own fake Google page in the popup, but
 * Firebase's popup plumbing (an iframe on the emulator beside the page, and that iframe itself) talks through
 * Google's gapi loader from https://apis.google.com/js/api.js, which the closed network cannot reach. This stand-in
 * speaks the small part of gapi.iframes those two sides use (open, ping, restyle, register, send, getParentIframe)
 * over postMessage, and the popup's web fonts and styles are answered empty. Nothing in the site changes for it.
 */
const GAPI_STAND_IN = `(function () {
  var seq = 0;
  var entries = [];
  function Channel(target) { this.target = target; this.handlers = {}; this.pending = {}; this.queued = []; this.ready = false; }
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var queued = this.queued.filter(function (m) { return m.type === type; });
    this.queued = this.queued.filter(function (m) { return m.type !== type; });
    var self = this;
    queued.forEach(function (m) { self.receive(m); });
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = 'g' + (++seq) + '-' + Math.random();
    if (callback) this.pending[id] = callback;
    this.target().postMessage({ fakeGapi: 'send', id: id, type: type, data: data }, '*');
  };
  Channel.prototype.receive = function (msg) {
    var self = this;
    if (msg.fakeGapi === 'send') {
      var handler = this.handlers[msg.type];
      if (!handler) return void this.queued.push(msg);
      Promise.resolve(handler(msg.data)).then(function (result) {
        self.target().postMessage({ fakeGapi: 'reply', id: msg.id, responses: [result] }, '*');
      });
    } else if (msg.fakeGapi === 'reply') {
      var callback = this.pending[msg.id];
      delete this.pending[msg.id];
      // Real gapi swallows what a reply callback throws (Firebase's own throws after answering).
      try { if (callback) callback(msg.responses); } catch (e) {}
    }
  };
  window.addEventListener('message', function (event) {
    var msg = event.data;
    if (!msg || typeof msg !== 'object' || !msg.fakeGapi) return;
    entries.forEach(function (entry) {
      if (entry.source() !== event.source) return;
      if (msg.fakeGapi === 'ping') { if (entry.channel.ready) event.source.postMessage({ fakeGapi: 'pong' }, '*'); return; }
      if (msg.fakeGapi === 'pong') { if (entry.onPong) entry.onPong(); return; }
      entry.channel.receive(msg);
    });
  });
  function open(options, callback) {
    var frame = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes.style || {}).forEach(function (key) { frame.style[key] = attributes.style[key]; });
    Object.keys(attributes).forEach(function (key) { if (key !== 'style') frame.setAttribute(key, attributes[key]); });
    frame.src = options.url;
    (options.where || document.body).appendChild(frame);
    var channel = new Channel(function () { return frame.contentWindow; });
    var entry = { source: function () { return frame.contentWindow; }, channel: channel };
    entries.push(entry);
    channel.restyle = function () { return Promise.resolve(); };
    channel.ping = function (callback) {
      return new Promise(function (resolve) {
        var timer = setInterval(function () { if (frame.contentWindow) frame.contentWindow.postMessage({ fakeGapi: 'ping' }, '*'); }, 50);
        entry.onPong = function () { clearInterval(timer); entry.onPong = null; if (callback) callback(); resolve(); };
      });
    };
    return callback(channel);
  }
  var parentChannel = null;
  function getParentIframe() {
    if (!parentChannel) {
      parentChannel = new Channel(function () { return window.parent; });
      parentChannel.ready = true;
      entries.push({ source: function () { return window.parent; }, channel: parentChannel });
    }
    return parentChannel;
  }
  window.gapi = window.gapi || {};
  window.gapi.load = function (name, options) { setTimeout(function () { (options.callback || options)(); }, 0); };
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    Iframe: function () {},
    getContext: function () { return { open: open, getParentIframe: getParentIframe }; },
  };
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/** Serves the gapi stand-in and empty popup styles to every page of the context (the site, its iframe, the popup). */
export async function offlineGooglePopups(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }));
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
    route.fulfill({ contentType: route.request().url().endsWith('.js') ? 'text/javascript' : 'text/css', body: '' }),
  );
}

/** Clicks "Continue with Google" and answers the emulator's Google page: a new account (the first time) or this one. */
export async function continueWithGoogle(page: Page, account: { email: string; displayName?: string; existing?: boolean }): Promise<void> {
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpens;
  await expect(popup.getByText('Sign-in with Google.com')).toBeVisible();
  // Firebase closes its popup once the answer is in, maybe before the click below has returned.
  const closed = popupClosed(popup);
  if (account.existing) {
    await popup.locator('.js-reuse-account', { hasText: account.email }).click();
  } else {
    await popup.getByRole('button', { name: 'Add new account' }).click();
    await popup.locator('#email-input').fill(account.email);
    if (account.displayName) await popup.locator('#display-name-input').fill(account.displayName);
    await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();
  }
  await closed;
}
