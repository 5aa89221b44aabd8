-- wrk script for scripts/bench: each request posts one pageview to the public collect endpoint,
-- as the tracking script does, from one of 50 000 client addresses (X-Forwarded-For, which the
-- bench server trusts) so visitors and visits are many, on one of 1 000 pages.
-- Needs the global `site` (the public site id), set from the environment. BENCH_CUSTOM_EVENTS=1:
-- each request posts a custom event instead (a name, two properties and a revenue).
local site = os.getenv("BENCH_SITE")
local custom = os.getenv("BENCH_CUSTOM_EVENTS") == "1"
local counter = 0
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("seed", threads)
end

request = function()
  counter = counter + 1
  local n = (counter * 7919 + seed * 104729) % 50000
  local ip = string.format("10.%d.%d.%d", n % 200, math.floor(n / 200) % 250, seed)
  local details = ""
  if custom then
    details = string.format(',"name":"Signup","props":{"plan":"pro","seats":%d},' ..
                            '"revenue":{"currency":"EUR","amount":"29.99"}', counter % 10)
  end
  local body = string.format('{"site":"%s","url":"https://bench.example/page-%d"%s}', site,
                             counter % 1000, details)
  wrk.headers["Content-Type"] = "text/plain"
  wrk.headers["X-Forwarded-For"] = ip
  wrk.headers["User-Agent"] =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
  return wrk.format("POST", nil, nil, body)
end

done = function(summary, latency, requests)
  io.write(string.format("events recorded per second: %.0f (non-2xx: %d)\n",
                         (summary.requests - summary.errors.status) / (summary.duration / 1e6),
                         summary.errors.status))
end
