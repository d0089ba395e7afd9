vcl 4.1;

# Forecourt's front (docs/deploy.md, docs/decisions/024-varnish-front.md). Varnish keeps the
# stored pages the app marks with `Surrogate-Key` (a site's home, car pages and search listings
# without a query string), keyed by Host and URL, until a tag in their key is purged or their
# s-maxage runs out. Everything else goes to the app.
#
# `npm run front:varnish` runs this file with the backend set to the app's port. On a server, copy
# it to /etc/varnish/default.vcl and set the backend and the purgers below.

import std;
import cookie;

backend app {
  .host = "127.0.0.1";
  .port = "3000";
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
}

# Who may purge: the app processes' addresses. With FRONT_PURGE_TOKEN in varnishd's environment,
# a purge must also carry `Authorization: Bearer <token>`.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (std.getenv("FRONT_PURGE_TOKEN") && req.http.Authorization != "Bearer " + std.getenv("FRONT_PURGE_TOKEN")) {
      return (synth(403, "Forbidden"));
    }
    # Tags are the app's (src/cache/tags.ts): letters, digits, colon, hyphen, underscore. Nothing
    # else may reach the ban expression below.
    if (req.http.Surrogate-Key !~ "^[A-Za-z0-9:_-]+( [A-Za-z0-9:_-]+)*$") {
      return (synth(400, "Bad Surrogate-Key"));
    }
    # A ban on obj.* only, so the ban lurker drops matching pages in the background.
    # Varnish splits a ban expression at spaces, so the regex spells the separator [[:blank:]].
    if (!std.ban("obj.http.Surrogate-Key ~ (^|[[:blank:]])(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")([[:blank:]]|$)")) {
      return (synth(400, std.ban_error()));
    }
    return (synth(200, "Purged"));
  }

  if (!req.http.Host) {
    return (pass);
  }
  set req.http.Host = std.tolower(req.http.Host);

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A shopper's query (sort, filters, page, tracking) and the client router's `_rsc` fetches are
  # rendered for that request by the app.
  if (req.url ~ "\?") {
    return (pass);
  }
  if (req.http.Authorization || req.http.RSC || req.http.Next-Router-State-Tree || req.http.Next-Router-Prefetch) {
    return (pass);
  }
  # The visitor ids the page's script sets on every visit (fc_anon, fc_visit) and analytics
  # cookies set by a site's tags are never read by a stored page, so they do not stop a page being
  # shared; any other cookie (the session `fc_session` and whatever the app sets later) means the
  # request is the shopper's own. src/cache/front-headers.ts holds the same list for the app's headers.
  if (req.http.Cookie) {
    cookie.parse(req.http.Cookie);
    cookie.filter_re("^(fc_anon|fc_visit|_ga|_ga_[A-Za-z0-9]+|_gid|_gat[A-Za-z0-9_]*|_gcl_[a-z]+|_fbp|_fbc|__utm[a-z]+)$");
    set req.http.Cookie = cookie.get_string();
    if (req.http.Cookie != "") {
      return (pass);
    }
    unset req.http.Cookie;
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.http.Host);
  hash_data(req.url);
  return (lookup);
}

sub vcl_backend_response {
  # Only what the app tags as a stored page is kept; for anything else Varnish remembers for a
  # while to go straight to the app (hit-for-miss), without queueing requests behind each other.
  if (!beresp.http.Surrogate-Key || beresp.http.Set-Cookie || beresp.status >= 500) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # The TTL comes from the app's s-maxage. A purged page is gone at once; grace only bridges a
  # page expiring by age while its next copy is fetched.
  set beresp.grace = 30s;
  return (deliver);
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The tags are for this cache; shoppers' browsers have no use for them.
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  return (deliver);
}
