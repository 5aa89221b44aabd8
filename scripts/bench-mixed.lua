-- wrk script for scripts/bench (ONLY=lists): each connection rotates over a mix of routes, the
-- -H Authorization on each: GET /api/v1/me, GET /api/v1/keywords?limit=50 and its page 7, a
-- trivial plugin route and one route nobody serves (404, so a fifth of the answers are non-2xx).
local paths = {
  "/api/v1/me",
  "/api/v1/keywords?limit=50",
  "/api/v1/keywords?limit=50&page=7",
  "/api/v1/probe/items/bench-item",
  "/api/v1/bench-no-such-route",
}
local n = 0

request = function()
  n = n + 1
  -- nil headers: wrk.headers, which hold the -H Authorization given on the command line.
  return wrk.format("GET", paths[(n % #paths) + 1])
end
