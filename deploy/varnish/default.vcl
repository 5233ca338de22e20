vcl 4.1;

# The edge cache in front of the BFF replicas (README.md, "At the edge"). The BFF says what may be kept
# (Cache-Control) and what each answer was made from (Surrogate-Key); this file keeps to what it says:
#
#   - one object per URL (query sorted, campaign tags dropped), plus the `locale` cookie's language on bare
#     page URLs, plus the two encodings Varnish keeps apart (gzip or not);
#   - fresh for s-maxage (pages) or max-age (API answers, pictures, assets); then served stale while it is
#     refreshed in the background for stale-while-revalidate; when the BFF is down (probe) or a fetch fails,
#     served stale for stale-if-error;
#   - `PURGE` with `xkey-purge: <keys>` drops every object made from one of the keys, `BAN` drops everything:
#     both only from the `operators` ACL;
#   - never kept: answers with Set-Cookie, statuses other than 200, 301 and 302, private, no-store and
#     no-cache answers, and answers to requests with Authorization or a private cookie, which pass.
#
# Internal request headers start with X-Edge-; the client's own are dropped on arrival.

import std;
import cookie;
import directors;
import xkey;

# ---------------------------------------------------------------------------------------------------------
# The private cookies. A request carrying one of these cookies (or an Authorization header) is private: it
# passes to the BFF with them and nothing of it is kept. Names separated by commas.
#
# This list must be the BFF's PRIVATE_COOKIES (docker-compose.yml, the edge profile): a cookie private to
# the BFF but not listed here is stripped before the BFF sees it.
# ---------------------------------------------------------------------------------------------------------
sub edge_keep_private_cookies {
    cookie.keep("session");
}

# The BFF replicas of the edge profile. Their names are resolved once, when the VCL is loaded.
probe bff_health {
    .url = "/healthz";
    .expected_response = 200;
    .timeout = 2s;
    .interval = 5s;
    .window = 5;
    .threshold = 3;
}

backend bff_1 {
    .host = "edge-bff-1";
    .port = "8080";
    .probe = bff_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

backend bff_2 {
    .host = "edge-bff-2";
    .port = "8080";
    .probe = bff_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

# Who may PURGE, BAN and reach the BFF's operations routes (/_bff/, /metrics, /readyz) through the edge:
# loopback and the compose profile's edge network (docker-compose.yml, networks.edge), where the BFFs send
# their purges from. Connections from the host to the published port arrive from that network's gateway,
# so a TLS terminator or proxy on the same host must connect from elsewhere, or these routes are open to
# every visitor.
acl operators {
    "127.0.0.1";
    "::1";
    "172.31.250.0"/24;
}

sub vcl_init {
    new bff = directors.round_robin();
    bff.add_backend(bff_1);
    bff.add_backend(bff_2);
}

sub vcl_recv {
    if (req.restarts == 0) {
        unset req.http.X-Edge-Locale;
        unset req.http.X-Edge-Variant;
        unset req.http.X-Edge-Refresh;
        unset req.http.X-Edge-Stale-If-Error;
        unset req.http.X-Edge-Purged;
        unset req.http.X-Edge-Private;
        if (req.http.Host) {
            set req.http.Host = std.tolower(req.http.Host);
        } elsif (req.proto == "HTTP/1.1") {
            return (synth(400, "Bad Request"));
        }
    }
    set req.backend_hint = bff.backend();

    call edge_normalise_url;
    call edge_normalise_accept;
    call edge_filter_cookies;

    if (req.method == "PURGE" || req.method == "BAN") {
        call edge_purge;
    }
    if (req.url ~ "^/(_bff/|metrics(\?|$)|readyz(\?|$))" && client.ip !~ operators) {
        return (synth(403, "Forbidden"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        if (req.method ~ "^(POST|PUT|PATCH|DELETE|OPTIONS)$") {
            return (pass);
        }
        return (synth(405, "Method Not Allowed"));
    }
    if (req.http.X-Edge-Private) {
        return (pass);
    }
    if (req.url ~ "^/(healthz|readyz|metrics)(\?|$)") {
        return (pass);
    }
    # Back from vcl_hit: the stale object is past stale-while-revalidate and the BFF is up, so this request
    # looks up without grace and waits for a fresh answer (one fetch for all such requests, conditional on
    # the stale object's ETag), which stays until one arrives (vcl_synth serves it otherwise). req.grace
    # lasts through restarts: every pass sets it, the object's own grace applying below ten years.
    if (req.http.X-Edge-Refresh) {
        set req.grace = 0s;
    } else {
        set req.grace = 3650d;
    }
    return (hash);
}

# The same page has one URL: the query sorted, and the campaign tags that only the browser's analytics
# script reads (utm_*, gclid, fbclid, msclkid) dropped. `lang` and every other parameter stay.
sub edge_normalise_url {
    if (req.url ~ "\?") {
        set req.url = regsuball(req.url, "(?<=[?&])(utm_[A-Za-z0-9_]*|gclid|fbclid|msclkid)(=[^&]*)?(&|$)", "");
        set req.url = regsub(req.url, "[?&]+$", "");
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

# Analytics and consent cookies (_ga, _gid, Hm_lvt_*, ...) are neither looked at nor forwarded. The `locale`
# cookie (zh or en) chooses the language of a bare page URL only, and Chinese is the default, so such a
# URL has two variants: `locale=en`, and everything else. The private cookies make the request private.
sub edge_filter_cookies {
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        set req.http.X-Edge-Locale = cookie.get("locale");
        call edge_keep_private_cookies;
        set req.http.Cookie = regsub(cookie.get_string(), ";\s*$", "");
        cookie.clean();
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }
    if (req.http.Authorization || req.http.Cookie) {
        # Private: the BFF gets the private cookies, and the language cookie its pages read.
        set req.http.X-Edge-Private = "1";
        if (req.http.X-Edge-Locale ~ "^(zh|en)$") {
            if (req.http.Cookie) {
                set req.http.Cookie = req.http.Cookie + "; locale=" + req.http.X-Edge-Locale;
            } else {
                set req.http.Cookie = "locale=" + req.http.X-Edge-Locale;
            }
        }
        return;
    }
    # A page URL: not the API, files, operations or anything with a file extension (assets, sitemaps,
    # feeds, robots.txt). Bare: its first `lang` parameter is not zh or en, so the cookie chooses.
    if (req.url !~ "^/(cms/|_bff/|healthz|readyz|metrics)" &&
        req.url !~ "^[^?]*\.[A-Za-z0-9]+(\?|$)" &&
        req.url !~ "^[^?]*\?(?:(?!lang=)[^&]*&)*lang=(zh|en)(&|$)") {
        if (req.http.X-Edge-Locale == "en") {
            set req.http.X-Edge-Variant = "en";
            set req.http.Cookie = "locale=en";
        } else {
            set req.http.X-Edge-Variant = "zh";
        }
    }
}

sub edge_purge {
    if (client.ip !~ operators) {
        return (synth(403, "Forbidden"));
    }
    if (req.method == "BAN") {
        # The BFF sends it for a purge of everything: every object goes.
        ban("obj.status != 0");
        return (synth(200, "Banned"));
    }
    if (req.http.xkey-purge) {
        set req.http.X-Edge-Purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged"));
    }
    # Without keys: this URL's objects (every encoding; this cookie variant of a bare page URL).
    return (purge);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.Host) {
        hash_data(req.http.Host);
    } else {
        hash_data(server.ip);
    }
    if (req.http.X-Edge-Variant) {
        hash_data("locale=" + req.http.X-Edge-Variant);
    }
    return (lookup);
}

sub vcl_hit {
    if (obj.ttl >= 0s) {
        return (deliver);
    }
    # Stale. While the BFF is down, or after a fetch failed, anything still in grace (stale-if-error).
    if (req.http.X-Edge-Stale-If-Error || !std.healthy(req.backend_hint)) {
        return (deliver);
    }
    # While it is up, only within stale-while-revalidate: delivered now, refreshed in the background.
    if (obj.ttl + std.duration(obj.http.X-Edge-Swr + "s", 0s) > 0s) {
        return (deliver);
    }
    set req.http.X-Edge-Refresh = "1";
    return (restart);
}

sub vcl_miss {
    if (req.http.X-Edge-Stale-If-Error) {
        # A fetch failed and nothing stale is kept: ask once more, and answer whatever the BFF says.
        return (pass);
    }
    return (fetch);
}

sub vcl_backend_fetch {
    unset bereq.http.X-Edge-Locale;
    unset bereq.http.X-Edge-Variant;
    unset bereq.http.X-Edge-Refresh;
    unset bereq.http.X-Edge-Stale-If-Error;
    unset bereq.http.X-Edge-Private;
    return (fetch);
}

sub vcl_backend_response {
    # Both caches' X-Cache reach the browser: the BFF's under another name.
    if (beresp.http.X-Cache) {
        set beresp.http.X-Cache-Bff = beresp.http.X-Cache;
        unset beresp.http.X-Cache;
    }
    if (bereq.uncacheable) {
        # A pass: delivered as the BFF answered it.
        return (deliver);
    }
    if (beresp.status >= 500) {
        # Leave any stale object in place: a background refresh just ends, and a visitor's request asks
        # again allowing anything stale (vcl_synth), then passes if there is nothing.
        return (abandon);
    }
    if ((beresp.status != 200 && beresp.status != 301 && beresp.status != 302) ||
        beresp.http.Set-Cookie ||
        beresp.http.Cache-Control ~ "(?i)(^|[\s,])(private|no-store|no-cache)\b" ||
        beresp.http.Vary == "*" ||
        beresp.ttl <= 0s) {
        # Never kept. A short hit-for-miss: the next answer for this URL may be kept again.
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        set beresp.grace = 0s;
        return (deliver);
    }

    # beresp.ttl is s-maxage, else max-age (Varnish reads them). Grace lasts as long as the longer of
    # stale-while-revalidate and stale-if-error; vcl_hit tells the two apart by the object's X-Edge-Swr.
    set beresp.http.X-Edge-Swr = "0";
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=\d+") {
        set beresp.http.X-Edge-Swr =
            regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=(\d+).*$", "\1");
    }
    set beresp.grace = std.duration(beresp.http.X-Edge-Swr + "s", 0s);
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error=\d+") {
        set beresp.http.X-Edge-Sie = regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=(\d+).*$", "\1s");
        if (std.duration(beresp.http.X-Edge-Sie, 0s) > beresp.grace) {
            set beresp.grace = std.duration(beresp.http.X-Edge-Sie, 0s);
        }
        unset beresp.http.X-Edge-Sie;
    }

    # Surrogate keys index the object for xkey.purge; only xkey's own header is kept on it.
    if (beresp.http.Surrogate-Key) {
        std.collect(beresp.http.Surrogate-Key, " ");
        set beresp.http.xkey = beresp.http.Surrogate-Key;
        unset beresp.http.Surrogate-Key;
    }
    return (deliver);
}

sub vcl_backend_error {
    if (bereq.retries == 0) {
        # Connection refused, reset or timed out: once more, on the next replica.
        return (retry);
    }
    if (!bereq.uncacheable) {
        # As for a 5xx answer: keep what is stale (vcl_backend_response).
        return (abandon);
    }
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    call edge_error_body_backend;
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.X-Edge-Swr;
    if (obj.hits > 0) {
        if (obj.ttl < 0s) {
            set resp.http.X-Cache = "HIT-STALE";
        } else {
            set resp.http.X-Cache = "HIT";
        }
    } else {
        set resp.http.X-Cache = "MISS";
    }
    return (deliver);
}

sub vcl_synth {
    if (resp.status == 503 && !req.http.X-Edge-Stale-If-Error && (req.method == "GET" || req.method == "HEAD")) {
        # The fetch failed (abandoned in vcl_backend_response or vcl_backend_error): again, serving
        # anything stale that is kept.
        set req.http.X-Edge-Stale-If-Error = "1";
        unset req.http.X-Edge-Refresh;
        return (restart);
    }
    set resp.http.Cache-Control = "no-store";
    if (req.http.X-Edge-Purged) {
        set resp.http.Xkey-Purged = req.http.X-Edge-Purged;
        set resp.http.Content-Type = "application/json";
        set resp.body = {"{"purged":"} + req.http.X-Edge-Purged + "}";
        return (deliver);
    }
    if (resp.status == 503) {
        set resp.http.Retry-After = "30";
    }
    if (req.url ~ "^/cms/") {
        # The BFF's error shape, which the site's scripts show.
        set resp.http.Content-Type = "application/json; charset=utf-8";
        if (resp.status >= 500) {
            set req.http.X-Edge-Code = "UPSTREAM_UNAVAILABLE";
        } else {
            set req.http.X-Edge-Code = "BAD_REQUEST";
        }
        set resp.body = {"{"error":{"status":"} + resp.status + {","code":""} + req.http.X-Edge-Code +
            {"","message":""} + resp.reason + {"""} + "}}";
    } else {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = "" + resp.status + " " + resp.reason;
    }
    return (deliver);
}

sub edge_error_body_backend {
    if (bereq.url ~ "^/cms/") {
        set beresp.http.Content-Type = "application/json; charset=utf-8";
        set beresp.body = {"{"error":{"status":503,"code":"UPSTREAM_UNAVAILABLE","message":"The site is unavailable; try again shortly""} + "}}";
    } else {
        set beresp.http.Content-Type = "text/plain; charset=utf-8";
        set beresp.body = "503 The site is unavailable; try again shortly";
    }
}
