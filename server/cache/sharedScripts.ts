/**
 * The Lua scripts of the shared tier. Each runs atomically in Redis, so a read and a lock, or a write, its
 * dependency links, the lock's release and the announcement, take one round trip and cannot interleave
 * with another replica's. `pcall` where a value of another type (garbage) must not abort the script.
 */

/**
 * KEYS: entry, lock. ARGV: lock token, lock lifetime (ms).
 * Returns { 1 if this caller now holds the lock else 0, the entry or nil, the lock's remaining ms }.
 */
export const READ_OR_LOCK = `
local entry = redis.pcall('GET', KEYS[1])
if type(entry) == 'table' then entry = false end
local locked = redis.call('SET', KEYS[2], ARGV[1], 'NX', 'PX', ARGV[2])
return { locked and 1 or 0, entry, redis.call('PTTL', KEYS[2]) }
`;

/**
 * KEYS: entry, lock, then the dependency set of each source the entry was built from (answers' cache keys
 * and surrogate keys). ARGV: entry bytes, lifetime (ms), lock token ('' when not locked), channel, message,
 * the entry's cache key. Stores the entry, records it as a dependent of its sources, releases the lock if
 * still ours, announces. A set's expiry is only ever lengthened: it must outlive every entry it names, and
 * an entry stored later may live less long than one stored before (a page drawn with a fallback, a share
 * price beside a menu under \`sk:site\`).
 */
export const STORE_AND_RELEASE = `
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
local lifetime = tonumber(ARGV[2])
for i = 3, #KEYS do
  redis.pcall('SADD', KEYS[i], ARGV[6])
  -- PTTL is -1 for a set without an expiry (just made), which is less than any lifetime.
  local left = redis.pcall('PTTL', KEYS[i])
  if type(left) == 'number' and left < lifetime then redis.pcall('PEXPIRE', KEYS[i], ARGV[2]) end
end
if ARGV[3] ~= '' and redis.pcall('GET', KEYS[2]) == ARGV[3] then redis.call('DEL', KEYS[2]) end
redis.call('PUBLISH', ARGV[4], ARGV[5])
return 1
`;

/** KEYS: lock. ARGV: lock token, channel, message. Releases the lock if still ours and announces. */
export const RELEASE = `
if redis.pcall('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1
`;

/**
 * KEYS: pairs of (entry, dependency set) keys. ARGV: the cache key of each pair.
 * Deletes both; returns { cache keys whose entry existed, members of the dependency sets }.
 */
export const DROP = `
local deleted = {}
local dependents = {}
for i = 1, #KEYS, 2 do
  if redis.call('DEL', KEYS[i]) == 1 then deleted[#deleted + 1] = ARGV[(i + 1) / 2] end
  local members = redis.pcall('SMEMBERS', KEYS[i + 1])
  if type(members) == 'table' and not members.err then
    for _, member in ipairs(members) do dependents[#dependents + 1] = member end
  end
  redis.call('DEL', KEYS[i + 1])
end
return { deleted, dependents }
`;

/**
 * KEYS: entries. ARGV: the entries' magic, their format version, the longest header read.
 * Returns, for each, the JSON header of an entry of that format (what it depends on, its surrogate keys
 * among them), read without its body, or nil for anything else.
 */
export const ENTRY_HEADERS = `
local headers = {}
for i = 1, #KEYS do
  local header = false
  local preamble = redis.pcall('GETRANGE', KEYS[i], 0, 8)
  if type(preamble) == 'string' and #preamble == 9 and string.sub(preamble, 1, 4) == ARGV[1]
      and string.byte(preamble, 5) == tonumber(ARGV[2]) then
    local a, b, c, d = string.byte(preamble, 6, 9)
    local length = ((a * 256 + b) * 256 + c) * 256 + d
    if length <= tonumber(ARGV[3]) then header = redis.call('GETRANGE', KEYS[i], 9, 8 + length) end
  end
  headers[i] = header
end
return headers
`;
