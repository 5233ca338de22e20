vcl 4.1;
# Written by `npm run vcl` from deploy/varnish/src/ (default.vcl.in and the parts it includes): edit those.

# The edge cache in front of the BFF replicas. The BFF says what may be kept (Cache-Control) and what each
# answer was made from (Surrogate-Key); this file keeps to what it says, and leaves the rest to Varnish's
# built-in VCL: a subroutine here that ends without a return goes on into the built-in one of its name.
# docs/caching.md has the key of an answer, and what a visitor controls.
#
# What an operator edits lives in the parts below, never in the logic (deploy/varnish/src/):
#   backends.inc         the replicas, their probe and the director `bff`
#   operators.inc        acl operators: who may PURGE, BAN and reach /_bff/, /metrics and /readyz
#   private-cookies.inc  edge_keep_private_cookies: the cookies that make a request private
# `npm run vcl` puts each in the place of its include line, so that default.vcl is one file.
#
# Request headers named X-Edge-* are the edge's own notes; a visitor's are dropped on arrival.

import cookie;
import directors;
import proxy;
import std;
import xkey;

# ---- backends.inc ----
# Part of the edge's VCL (`npm run vcl` writes it into deploy/varnish/default.vcl): the BFF replicas behind
# the edge, and the director `bff` it sends every request to.
# Edit this file to name your replicas. A host name is resolved once, when the VCL is compiled, so it
# must resolve wherever the VCL is compiled: the compose profile gives its replicas, edge-bff-1 and
# edge-bff-2, fixed addresses on the edge network (docker-compose.yml) and names those here.

probe bff_health {
    .url = "/healthz";
    .expected_response = 200;
    .timeout = 2s;
    .interval = 5s;
    .window = 5;
    .threshold = 3;
}

backend bff_1 {
    .host = "172.31.250.11";
    .port = "8080";
    .probe = bff_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

backend bff_2 {
    .host = "172.31.250.12";
    .port = "8080";
    .probe = bff_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

sub vcl_init {
    new bff = directors.round_robin();
    bff.add_backend(bff_1);
    bff.add_backend(bff_2);
}
# ---- end of backends.inc ----
# ---- operators.inc ----
# Part of the edge's VCL (`npm run vcl` writes it into deploy/varnish/default.vcl): who may PURGE and BAN,
# and reach the BFF's operations routes (/_bff/, /metrics, /readyz) through the edge.
#
# The compose profile: loopback, and the edge network (docker-compose.yml, networks.edge), where the BFF
# replicas send their purges from. Connections from the host to the published port arrive from that
# network's gateway, so a TLS terminator or proxy on the same host must connect from elsewhere (or speak the
# PROXY protocol, which gives the visitor's own address), or these routes are open to every visitor.

acl operators {
    "127.0.0.1";
    "::1";
    "172.31.250.0"/24;
}
# ---- end of operators.inc ----
# ---- private-cookies.inc ----
# Part of the edge's VCL (`npm run vcl` writes it into deploy/varnish/default.vcl): the cookies that make a
# request private: it passes to the BFF with them, and nothing of its answer is kept.
# Names separated by commas, the same list as the BFF's PRIVATE_COOKIES (docker-compose.yml, the edge
# profile): a cookie private to the BFF but missing here is removed before the BFF sees it.

sub edge_keep_private_cookies {
    cookie.keep("session");
}
# ---- end of private-cookies.inc ----

sub vcl_recv {
    if (req.restarts == 0) {
        call edge_arrive;
    }
    if (req.url ~ "^[^?]*%(?i:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)") {
        # A path that percent-encodes a letter, a digit or -._~ spells a plain path another way, which
        # browsers never do: refused, so that it reaches no route kept from visitors and makes no object.
        return (synth(400));
    }
    if (req.url ~ "(?i)^/+(_bff|metrics|readyz)([/?;]|$)" && client.ip !~ operators) {
        return (synth(403));
    }
    set req.backend_hint = bff.backend();
    call edge_normalise_url;
    call edge_normalise_accept;
    call edge_filter_cookies;
    if (req.method == "PURGE" || req.method == "BAN") {
        call edge_purge;
    }
    if (req.method != "GET" && req.method !~ "^(HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$") {
        # The built-in VCL would pipe an unknown method to the BFF.
        return (synth(405));
    }
    # Grace: each object keeps its stale-while-revalidate (Varnish reads it into beresp.grace). While a
    # replica is up, a stale object is served for at most 10 s past its TTL, refreshed in the background,
    # and a later request waits for the refresh; while none is up, or after a fetch failed, all of it.
    if (std.healthy(req.backend_hint) && !req.http.X-Edge-Stale-If-Error) {
        set req.grace = 10s;
    } else {
        set req.grace = 3650d;
    }
    # The built-in vcl_recv: the host in lower case (400 for HTTP/1.1 without one); POST and the like,
    # Authorization and the private cookies pass; everything else is looked up.
}

# What a visitor must not choose. The BFF believes the X-Forwarded-* headers of the proxy in front of it,
# which is this edge, and nothing in the cache's key holds them: they are the edge's to set.
sub edge_arrive {
    unset req.http.Forwarded;
    unset req.http.X-Forwarded-Host;
    unset req.http.X-Forwarded-Port;
    unset req.http.X-Forwarded-Prefix;
    unset req.http.X-Forwarded-Server;
    unset req.http.X-Forwarded-Scheme;
    unset req.http.X-Forwarded-Ssl;
    unset req.http.X-Real-IP;
    unset req.http.X-Client-IP;
    unset req.http.X-Host;
    unset req.http.X-Original-Host;
    unset req.http.X-Original-URL;
    unset req.http.X-Rewrite-URL;
    unset req.http.X-HTTP-Method-Override;
    unset req.http.X-HTTP-Method;
    unset req.http.X-Method-Override;
    unset req.http.X-Edge-Code;
    unset req.http.X-Edge-Locale;
    unset req.http.X-Edge-Purged;
    unset req.http.X-Edge-Stale-If-Error;
    # The visitor's address (the PROXY protocol's, behind a TLS terminator), and the scheme it used: https
    # when a TLS terminator in front says so in PROXY protocol v2 (hitch's write-proxy-v2, HAProxy's
    # send-proxy-v2-ssl), else the plain HTTP of this listener.
    set req.http.X-Forwarded-For = client.ip;
    if (proxy.is_ssl()) {
        set req.http.X-Forwarded-Proto = "https";
    } else {
        set req.http.X-Forwarded-Proto = "http";
    }
}

# One URL per page: the query sorted, and the campaign tags that only the browser's analytics script reads
# (utm_*, gclid, fbclid, msclkid) dropped. `lang` and every other parameter stay.
sub edge_normalise_url {
    if (req.url ~ "[?&](utm_|gclid|fbclid|msclkid)") {
        set req.url = regsuball(req.url, "(?<=[?&])(utm_[A-Za-z0-9_]*|gclid|fbclid|msclkid)(=[^&]*)?(&|$)", "");
    }
    if (req.url ~ "[?&]$") {
        set req.url = regsub(req.url, "[?&]+$", "");
    }
    if (req.url ~ "&") {
        set req.url = std.querysort(req.url);
    }
}

# Picture variants (/cms/files/...?w=) vary by Accept: AVIF when it is named, else WebP, else the original's
# format, as the BFF chooses. Three values instead of every browser's own list, so three objects at most.
sub edge_normalise_accept {
    if (req.url ~ "^/cms/files/") {
        if (req.http.Accept ~ "(?i)(^|,)\s*image/avif\s*($|,|;(?!\s*q=0(\.0*)?\s*($|,)))") {
            set req.http.Accept = "image/avif";
        } elsif (req.http.Accept ~ "(?i)(^|,)\s*image/webp\s*($|,|;(?!\s*q=0(\.0*)?\s*($|,)))") {
            set req.http.Accept = "image/webp";
        } else {
            unset req.http.Accept;
        }
    }
}

# Only the private cookies stay on the request, which then passes with them and its `locale` cookie. Any
# other cookie (analytics, consent) is neither looked at nor sent on, except that `locale=en` chooses the
# English variant of a bare page URL: a page path whose query names no language (not /cms/, the operations
# routes, or a file name). Chinese is the default, so a bare URL has two objects.
sub edge_filter_cookies {
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        set req.http.X-Edge-Locale = cookie.get("locale");
        call edge_keep_private_cookies;
        set req.http.Cookie = regsub(cookie.get_string(), ";\s*$", "");
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }
    if (req.http.X-Edge-Locale ~ "^(zh|en)$" && (req.http.Authorization || req.http.Cookie)) {
        if (req.http.Cookie) {
            set req.http.Cookie = req.http.Cookie + "; locale=" + req.http.X-Edge-Locale;
        } else {
            set req.http.Cookie = "locale=" + req.http.X-Edge-Locale;
        }
        unset req.http.X-Edge-Locale;
    } elsif (req.http.X-Edge-Locale != "en" ||
             req.url ~ "^/(cms/|_bff/|healthz|readyz|metrics)" ||
             req.url ~ "^[^?]*\.[A-Za-z0-9]+(\?|$)" ||
             req.url ~ "^[^?]*\?(?:(?!lang=)[^&]*&)*lang=(zh|en)(&|$)") {
        unset req.http.X-Edge-Locale;
    }
}

sub edge_purge {
    if (client.ip !~ operators) {
        return (synth(403));
    }
    if (req.method == "BAN") {
        # The BFF sends it for a purge of everything.
        ban("obj.status != 0");
        return (synth(200, "Banned"));
    }
    if (req.http.xkey-purge) {
        set req.http.X-Edge-Purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged"));
    }
    # Without keys: this URL's objects (every encoding; this language variant of a bare page URL).
    return (purge);
}

# Beside the URL and the host (the built-in vcl_hash): the scheme, part of the origin that pages name in
# their links, and the language variant of a bare page URL. That variant is looked up and fetched with the
# one cookie that chose it, as the BFF's answer varies on Cookie.
sub vcl_hash {
    hash_data(req.http.X-Forwarded-Proto);
    if (req.http.X-Edge-Locale) {
        hash_data("locale=" + req.http.X-Edge-Locale);
        set req.http.Cookie = "locale=" + req.http.X-Edge-Locale;
    }
}

sub vcl_miss {
    if (req.http.X-Edge-Stale-If-Error) {
        # A fetch failed and nothing stale is kept: ask once more, and answer whatever the BFF says.
        return (pass);
    }
}

sub vcl_backend_fetch {
    unset bereq.http.X-Edge-Locale;
    unset bereq.http.X-Edge-Stale-If-Error;
}

sub vcl_backend_response {
    # Both caches' X-Cache reach the browser: the BFF's under another name.
    if (beresp.http.X-Cache) {
        set beresp.http.X-Cache-Bff = beresp.http.X-Cache;
        unset beresp.http.X-Cache;
    }
    if (beresp.status >= 500 && !bereq.uncacheable) {
        # Any stale object stays: a background refresh just ends, and a visitor's request asks again,
        # allowing anything stale (vcl_synth).
        return (abandon);
    }
    if (beresp.status != 200 && beresp.status != 301 && beresp.status != 302) {
        # Only these are kept: the built-in VCL makes the rest a hit-for-miss, as it does answers with
        # Set-Cookie, private, no-store or no-cache, or Vary: *.
        set beresp.ttl = 0s;
    }
    if (beresp.http.Surrogate-Key) {
        # xkey indexes an object by its own header.
        std.collect(beresp.http.Surrogate-Key, " ");
        set beresp.http.xkey = beresp.http.Surrogate-Key;
        unset beresp.http.Surrogate-Key;
    }
}

sub vcl_backend_error {
    if (bereq.retries == 0) {
        # Connection refused, reset or timed out: once more, on the next replica.
        return (retry);
    }
    # As for a 5xx answer: any stale object stays, and the visitor's request goes on in vcl_synth.
    return (abandon);
}

sub vcl_deliver {
    unset resp.http.xkey;
    if (obj.hits == 0) {
        set resp.http.X-Cache = "MISS";
    } elsif (obj.ttl < 0s) {
        set resp.http.X-Cache = "HIT-STALE";
    } else {
        set resp.http.X-Cache = "HIT";
    }
}

sub vcl_synth {
    if (resp.status == 503 && !req.http.X-Edge-Stale-If-Error && req.method ~ "^(GET|HEAD)$") {
        # The fetch failed (abandoned above): once more, serving anything stale that is kept, or passing
        # to send on the BFF's own error. The probe calls a stopped replica sick only after three failed
        # probes (10 to 15 s); without this restart, a request past the 10 s grace in that time got the
        # edge's 503 instead of its stale object, and a first request the BFF's 500 became a bare 503
        # (test/edge/vtc/fetch-errors.vtc fails both ways with the restart taken out).
        set req.http.X-Edge-Stale-If-Error = "1";
        return (restart);
    }
    set resp.http.Cache-Control = "no-store";
    if (resp.status == 503) {
        set resp.http.Retry-After = "30";
        set resp.reason = "The site is unavailable; try again shortly";
    }
    if (req.http.X-Edge-Purged) {
        set resp.http.Xkey-Purged = req.http.X-Edge-Purged;
        set resp.http.Content-Type = "application/json";
        set resp.body = {"{"purged":"} + req.http.X-Edge-Purged + "}";
    } elsif (req.url ~ "^/cms/") {
        # The BFF's error shape, which the site's scripts show.
        set resp.http.Content-Type = "application/json; charset=utf-8";
        set req.http.X-Edge-Code = "BAD_REQUEST";
        if (resp.status >= 500) {
            set req.http.X-Edge-Code = "UPSTREAM_UNAVAILABLE";
        }
        set resp.body = {"{"error":{"status":"} + resp.status + {","code":""} + req.http.X-Edge-Code +
            {"","message":""} + resp.reason + {"""} + "}}";
    } else {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = "" + resp.status + " " + resp.reason;
    }
    return (deliver);
}
