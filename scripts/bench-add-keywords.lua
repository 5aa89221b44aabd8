-- wrk script for scripts/bench: each request POSTs 500 keywords no earlier request used (a
-- per-thread prefix and a counter), so every call inserts 500 rows.
local counter = 0
local threads = 0

-- Runs in the main state once per thread: each gets its own prefix (a global there).
function setup(thread)
  threads = threads + 1
  thread:set("prefix", tostring(os.time()) .. "-" .. threads)
end

request = function()
  counter = counter + 1
  local parts = {}
  for i = 1, 500 do
    parts[i] = string.format('{"term":"bench %s %d %d","volume":%d}', prefix, counter, i, i)
  end
  local body = '{"keywords":[' .. table.concat(parts, ",") .. ']}'
  -- nil headers: wrk.headers, which hold the -H Authorization given on the command line.
  wrk.headers["Content-Type"] = "application/json"
  return wrk.format("POST", nil, nil, body)
end

done = function(summary, latency, requests)
  io.write(string.format("keywords inserted per second: %.0f\n",
                         summary.requests / (summary.duration / 1e6) * 500))
end
