-- The analytics bench's beacon flood for wrk (one thread): POST /api/beacon at RATE a second, spread
-- over the millisecond (wrk's delay() is in whole ms), each a view of the article with a referrer of its
-- own; with MANY, from a new client address each (X-Forwarded-For, as behind a proxy).
--   wrk -t1 -c64 -d24s -s beacon-flood.lua <base url> -- <rate> <article path> <many: 0|1> <user agent>
local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
  int clock_gettime(int clock, bench_timespec *time);
]]
local CLOCK_MONOTONIC = 1
local timespec = ffi.new("bench_timespec")

local function now_ms()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, timespec)
  return tonumber(timespec.tv_sec) * 1000 + tonumber(timespec.tv_nsec) / 1e6
end

local interval_ms, article, many, user_agent
local sent = 0
local next_slot = nil

function init(args)
  interval_ms = 1000 / tonumber(args[1])
  article = args[2]
  many = args[3] == "1"
  user_agent = args[4]
end

-- Each request takes the next slot of the schedule; a slot already past is sent at once, and a
-- schedule fallen more than 50 ms behind starts again from now rather than catch up in a burst.
function delay()
  local now = now_ms()
  if next_slot == nil or now - next_slot > 50 then next_slot = now end
  next_slot = next_slot + interval_ms
  local wait = next_slot - interval_ms - now
  if wait < 0 then return 0 end
  return math.floor(wait)
end

function request()
  sent = sent + 1
  local headers = { ["Content-Type"] = "text/plain;charset=UTF-8", ["User-Agent"] = user_agent }
  if many then
    headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", bit.band(bit.rshift(sent, 16), 255), bit.band(bit.rshift(sent, 8), 255), bit.band(sent, 255))
  end
  local body = string.format('{"k":"v","p":"%s","r":"flood-%d.test"}', article, sent)
  return wrk.format("POST", "/api/beacon", headers, body)
end
