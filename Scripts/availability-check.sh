#!/usr/bin/env bash
# Fails when the package's sources use a declaration above its platform floor without a
# guard: on Linux nothing stops it (the compiler ignores Apple availability there), and on
# an Apple platform the target would not build for the releases Package.swift declares.
#
# The floor is Package.swift's `platforms:`. The declarations are Scripts/above-floor.txt
# (the standard library, Synchronization, Observation, Foundation) for every target under
# Sources/, and the SwiftUI stand-in's own `@available` (Tests/SwiftUIStandIn) for the SwiftUI
# adapters (Sources/CadenceSwiftUI) and the documentation's SwiftUI examples
# (Tests/SwiftUITypeCheck). A use is guarded when it stands inside a declaration marked
# `@available`, an `if #available` block or after a `guard #available`, naming all five
# platforms at or above the declaration's releases, or in a Linux-only `#if`. Comments and
# string literals are not read.
#
# Output: one line per use, `FILE:LINE: NAME (MODULE) needs …`, then a count; exit status 1
# when there is one, 0 when there is none.
#
# Usage: Scripts/availability-check.sh [ROOT]     (ROOT: a checkout; this one by default)
#        Scripts/availability-check.sh --self-test (plants uses in a copy and expects them)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

if [[ "${1:-}" == "--self-test" ]]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  mkdir -p "$work/Scripts" "$work/Sources/Planted" "$work/Sources/CadenceSwiftUI" \
    "$work/Tests/SwiftUIStandIn" "$work/Tests/SwiftUITypeCheck"
  cp "$here/../Package.swift" "$work/"
  cp "$here/above-floor.txt" "$work/Scripts/"
  cat > "$work/Sources/Planted/Planted.swift" <<'SWIFT'
import Synchronization

// A Mutex in a comment is not a use; "Mutex" in a string is not one either.
final class Planted: Sendable {
  let state = Mutex(0)
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func guarded() -> Atomic<Int> {
    Atomic(0)
  }
  func checked() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      _ = Mutex(1)
    } else {
      _ = Mutex(2)
    }
    if #available(macOS 15, iOS 18, *) { _ = WordPair(first: 0, second: 0) }
  }
  func guardedLater() {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return }
    let span: Span<Int>? = nil
    _ = span
  }
  #if os(Linux)
    let linuxOnly = Mutex(3)
  #endif
  let wide: Int128 = 0
}
SWIFT
  cat > "$work/Tests/SwiftUIStandIn/SwiftUIStandIn.swift" <<'SWIFT'
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text {
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(timerCountingDownIn interval: Range<Double>) {}
}
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct NewerThing {}
SWIFT
  cat > "$work/Sources/CadenceSwiftUI/Adapter.swift" <<'SWIFT'
let text = Text(timerCountingDownIn: 0..<1)
let thing = NewerThing()
SWIFT
  cat > "$work/Tests/SwiftUITypeCheck/Example.swift" <<'SWIFT'
let floorText = Text("at the floor")
SWIFT
  set +e
  out=$("$here/availability-check.sh" "$work" 2>&1)
  status=$?
  set -e
  got=$(grep -o '^[^ ]*: [A-Za-z0-9_(:]*' <<<"$out")
  expected="Sources/CadenceSwiftUI/Adapter.swift:1: Text(timerCountingDownIn:
Sources/CadenceSwiftUI/Adapter.swift:2: NewerThing
Sources/Planted/Planted.swift:1: Synchronization
Sources/Planted/Planted.swift:5: Mutex
Sources/Planted/Planted.swift:14: Mutex
Sources/Planted/Planted.swift:16: WordPair
Sources/Planted/Planted.swift:26: Int128"
  if [[ $status -ne 1 || "$got" != "$expected" ]]; then
    echo "availability-check self-test: exit $status, expected 1; it reported:"
    echo "$out"
    echo "expected the uses:"
    echo "$expected"
    exit 1
  fi
  echo "availability-check self-test: the 7 planted uses reported, the 5 guarded ones not"
  exit 0
fi

root=$(cd "${1:-$here/..}" && pwd)
manifest="$root/Package.swift"
list="$root/Scripts/above-floor.txt"
standin="$root/Tests/SwiftUIStandIn/SwiftUIStandIn.swift"
[[ -f "$manifest" && -f "$list" ]] || {
  echo "availability-check: no Package.swift or Scripts/above-floor.txt under $root" >&2
  exit 2
}

# The floor: `.macOS(.v14)` … in Package.swift's platforms, as "macOS 14" pairs.
floor=$(grep -o '\.\(macOS\|iOS\|tvOS\|watchOS\|visionOS\)(\.v[0-9_]*)' "$manifest" \
  | sed 's/^\.\([A-Za-z]*\)(\.v\([0-9_]*\))$/\1 \2/; s/_/./g' | tr '\n' ' ')
[[ $(wc -w <<<"$floor") -eq 10 ]] || {
  echo "availability-check: Package.swift does not declare the five Apple platforms: $floor" >&2
  exit 2
}

sources=$(find "$root/Sources" -name '*.swift' -type f | sort)
swiftui=$(find "$root/Sources/CadenceSwiftUI" "$root/Tests/SwiftUITypeCheck" -name '*.swift' \
  -type f 2>/dev/null | sort)

# shellcheck disable=SC2016
awk -v root="$root" -v floor="$floor" -v standin="$standin" -v list="$list" -v swiftuiFiles="$swiftui" '
function vnum(text,   parts, n) {
  n = split(text, parts, ".")
  return parts[1] * 10000 + (n > 1 ? parts[2] : 0) * 100 + (n > 2 ? parts[3] : 0)
}
# The versions an @available or #available names, as "macOS=150000 iOS=…", or "".
function versions(text,   out, rest, pair, name, value) {
  out = ""
  rest = text
  while (match(rest, /(macOS|iOS|tvOS|watchOS|visionOS)[ \t]+[0-9][0-9.]*/)) {
    pair = substr(rest, RSTART, RLENGTH)
    rest = substr(rest, RSTART + RLENGTH)
    split(pair, parts, /[ \t]+/)
    out = out " " parts[1] "=" vnum(parts[2])
  }
  return out
}
function versionOf(set, platform,   m) {
  if (match(set, " " platform "=[0-9]+")) return substr(set, RSTART + length(platform) + 2, RLENGTH - length(platform) - 2) + 0
  return -1
}
# Whether a guard naming `set` covers declaration `name` on every platform above the floor.
function covers(set, name,   i, p, need) {
  if (set == "LINUX") return 1
  for (i = 1; i <= 5; i++) {
    p = platforms[i]
    need = requires[name, p]
    if (need > floorOf[p] && versionOf(set, p) < need) return 0
  }
  return 1
}
function aboveFloor(name,   i) {
  for (i = 1; i <= 5; i++) if (requires[name, platforms[i]] > floorOf[platforms[i]]) return 1
  return 0
}
function addEntry(name, module, v, instead, kind,   i) {
  for (i = 1; i <= 5; i++) requires[name, platforms[i]] = vnum(v[i])
  if (!aboveFloor(name)) return
  moduleOf[name] = module
  insteadOf[name] = instead
  wording[name] = "macOS " v[1] ", iOS " v[2] ", tvOS " v[3] ", watchOS " v[4] ", visionOS " v[5]
  pattern = name
  gsub(/[().]/, "\\\\&", pattern)
  alternation[kind] = alternation[kind] (alternation[kind] == "" ? "" : "|") pattern
  names[kind, ++count[kind]] = name
}
# The line with comments and string literals blanked, carrying block comments and multi-line
# strings over lines.
function codeOf(line,   out, i, c, two, three) {
  out = ""
  i = 1
  while (i <= length(line)) {
    c = substr(line, i, 1); two = substr(line, i, 2); three = substr(line, i, 3)
    if (inBlock) { if (two == "*/") { inBlock = 0; i += 2 } else i++; continue }
    if (inTriple) { if (three == "\"\"\"") { inTriple = 0; out = out "\"\""; i += 3 } else i++; continue }
    if (inString) {
      if (c == "\\") { i += 2; continue }
      if (c == "\"") { inString = 0; out = out "\"" }
      i++; continue
    }
    if (two == "//") break
    if (two == "/*") { inBlock = 1; i += 2; continue }
    if (three == "\"\"\"") { inTriple = 1; out = out "\"\""; i += 3; continue }
    if (c == "\"") { inString = 1; out = out "\""; i++; continue }
    out = out c
    i++
  }
  if (inString) inString = 0
  return out
}
function report(file, lineNumber, name,   text) {
  if (index(file, root "/") == 1) file = substr(file, length(root) + 2)
  text = file ":" lineNumber ": " name " (" moduleOf[name] ") needs " wording[name] \
    ", above the floor (" floorWords ")"
  if (insteadOf[name] != "") text = text "; at the floor: " insteadOf[name]
  print text " — or guard it with @available / if #available naming all five platforms"
  found++
}
function checkFile(file, kinds,   line, lineNumber, code, depth, top, i, c, pendingAttribute,
                   pendingDepth, guardedHere, set, k, kind, rest, name, j, seen, hit, ok, g,
                   ifTop, linuxDepth, condition) {
  depth = 0; top = 0; pendingAttribute = ""; inBlock = 0; inTriple = 0; inString = 0
  ifTop = 0; lineNumber = 0
  while ((getline line < file) > 0) {
    lineNumber++
    code = codeOf(line)
    # Linux-only #if blocks.
    if (code ~ /^[ \t]*#if[ \t(!]/) {
      condition = code
      ifs[++ifTop] = (condition ~ /os\(Linux\)|canImport\(Glibc\)|canImport\(Musl\)/ \
        && condition !~ /!|&&|Darwin|macOS|iOS|tvOS|watchOS|visionOS/)
      continue
    }
    if (code ~ /^[ \t]*#(elseif|else)/) { if (ifTop > 0) ifs[ifTop] = 0; continue }
    if (code ~ /^[ \t]*#endif/) { if (ifTop > 0) ifTop--; continue }
    linux = 0
    for (i = 1; i <= ifTop; i++) if (ifs[i]) linux = 1
    # Guards beginning on this line count for the whole line.
    delete extra; extraCount = 0
    if (pendingAttribute != "") extra[++extraCount] = pendingAttribute
    if (match(code, /@available\([^)]*\)/)) {
      set = versions(substr(code, RSTART, RLENGTH))
      if (set != "") { pendingAttribute = set; pendingDepth = depth; extra[++extraCount] = set }
    }
    if (match(code, /#available\([^)]*\)/)) {
      set = versions(substr(code, RSTART, RLENGTH))
      extra[++extraCount] = set
      if (code ~ /(^|[^A-Za-z0-9_])guard[ \t]/) { guardMin[++top] = depth; guardSet[top] = set }
      else { guardMin[++top] = depth + 1; guardSet[top] = set }
    }
    # Uses on this line.
    for (k = 1; k <= split(kinds, kindList, " "); k++) {
      kind = kindList[k]
      if (alternation[kind] == "") continue
      rest = code
      delete seen
      while (match(rest, "(^|[^A-Za-z0-9_])(" alternation[kind] ")")) {
        hit = substr(rest, RSTART, RLENGTH)
        sub(/^[^A-Za-z0-9_]/, "", hit)
        rest = substr(rest, RSTART + RLENGTH)
        if (hit !~ /[(:]$/ && rest ~ /^[A-Za-z0-9_]/) continue
        if (hit in seen) continue
        seen[hit] = 1
        ok = linux
        for (g = 1; g <= top && !ok; g++) if (covers(guardSet[g], hit)) ok = 1
        for (g = 1; g <= extraCount && !ok; g++) if (covers(extra[g], hit)) ok = 1
        if (!ok) report(file, lineNumber, hit)
      }
    }
    # Braces: an attribute guard takes the next body; a closing brace ends the guards
    # opened inside it.
    for (i = 1; i <= length(code); i++) {
      c = substr(code, i, 1)
      if (c == "{") {
        if (pendingAttribute != "" && depth == pendingDepth) {
          guardMin[++top] = depth + 1; guardSet[top] = pendingAttribute; pendingAttribute = ""
        }
        depth++
      } else if (c == "}") {
        depth--
        while (top > 0 && guardMin[top] > depth) top--
      }
    }
    # An attribute over a declaration without a body covers that one line.
    if (pendingAttribute != "" && code ~ /(^|[^A-Za-z0-9_])(let|var|case|typealias)[ \t]/) pendingAttribute = ""
  }
  close(file)
}
BEGIN {
  split("macOS iOS tvOS watchOS visionOS", platforms, " ")
  n = split(floor, pairs, " ")
  floorWords = ""
  for (i = 1; i < n; i += 2) {
    floorOf[pairs[i]] = vnum(pairs[i + 1])
    floorWords = floorWords (floorWords == "" ? "" : ", ") pairs[i] " " pairs[i + 1]
  }
  while ((getline line < list) > 0) {
    if (line ~ /^[ \t]*(#|$)/) continue
    m = split(line, f, /[ \t]+/)
    instead = ""
    for (j = 8; j <= m; j++) instead = instead (instead == "" ? "" : " ") f[j]
    split(f[3] " " f[4] " " f[5] " " f[6] " " f[7], v, " ")
    addEntry(f[1], f[2], v, instead, "library")
  }
  close(list)
  # The stand-in: each declaration after an @available naming versions; an initializer is
  # named by its type and first label, `Text(timerInterval:`.
  typeName = ""
  pending = ""
  while ((getline line < standin) > 0) {
    code = line
    sub(/\/\/.*/, "", code)
    if (match(code, /^(public )?(struct|enum|class|protocol|extension) [A-Za-z_][A-Za-z0-9_]*/)) {
      split(substr(code, RSTART, RLENGTH), words, " ")
      typeName = words[length(words)]
    }
    if (match(code, /@available\([^)]*\)/)) {
      set = versions(substr(code, RSTART, RLENGTH))
      if (set != "") { pending = set; continue }
    }
    if (pending == "") continue
    name = ""
    if (match(code, /(struct|enum|class|protocol|func|var|let|typealias|case)[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) {
      split(substr(code, RSTART, RLENGTH), words, /[ \t]+/)
      name = words[2]
    } else if (match(code, /init\([A-Za-z_][A-Za-z0-9_]*/)) {
      name = typeName "(" substr(code, RSTART + 5, RLENGTH - 5) ":"
    }
    if (name == "") continue
    for (i = 1; i <= 5; i++) v[i] = "0"
    for (i = 1; i <= 5; i++) {
      version = versionOf(pending, platforms[i])
      v[i] = version < 0 ? "0" : int(version / 10000) "." int(version % 10000 / 100)
    }
    addEntry(name, "SwiftUI", v, "", "swiftui")
    pending = ""
  }
  close(standin)
  isSwiftUI[""] = 0
  swiftuiCount = split(swiftuiFiles, s, "\n")
  for (i = 1; i <= swiftuiCount; i++) isSwiftUI[s[i]] = 1
}
{
  files[++fileCount] = $0
}
END {
  found = 0
  for (i = 1; i <= fileCount; i++) {
    file = files[i]
    checkFile(file, isSwiftUI[file] ? "library swiftui" : "library")
  }
  # The SwiftUI examples: only the stand-in declarations.
  for (i = 1; i <= swiftuiCount; i++) {
    if (index(s[i], root "/Sources/") != 1) checkFile(s[i], "swiftui")
  }
  if (found > 0) {
    print found " use" (found == 1 ? "" : "s") " above the platform floor (" floorWords ")"
    exit 1
  }
  print "availability-check: " fileCount " sources and the SwiftUI examples use nothing above the floor (" floorWords ")"
}
' <<<"$sources"
