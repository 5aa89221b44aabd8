-- wrk script for scripts/bench: counts the answers of each wall-clock second, so a dip in
-- throughput (during plugin reloads) shows as the slowest seconds. Prints per-second min,
-- median and max over the whole seconds of the run, and the non-2xx count.
local all = {}

function setup(thread)
  table.insert(all, thread)
end

function init(args)
  per_second = {}
end

function response(status, headers, body)
  local second = os.time()
  per_second[second] = (per_second[second] or 0) + 1
end

done = function(summary, latency, requests)
  local merged = {}
  for _, thread in ipairs(all) do
    for second, count in pairs(thread:get("per_second")) do
      merged[second] = (merged[second] or 0) + count
    end
  end
  local seconds = {}
  for second in pairs(merged) do table.insert(seconds, second) end
  table.sort(seconds)
  local counts = {}
  -- The first and last seconds are partial.
  for i = 2, #seconds - 1 do table.insert(counts, merged[seconds[i]]) end
  table.sort(counts)
  if #counts == 0 then return end
  io.write(string.format("answers per whole second: min %d, median %d, max %d over %d s " ..
                         "(non-2xx: %d)\n", counts[1], counts[math.ceil(#counts / 2)],
                         counts[#counts], #counts, summary.errors.status))
end
