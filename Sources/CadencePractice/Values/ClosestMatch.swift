/// The candidate `text` most likely stands for, if one is close: a slip of a few keys (at
/// most one edit in three characters, a swap of two neighbours being one), or else a short
/// form of exactly one candidate (`rm` for `remove`, `--pl` for `--plain`: the same first
/// letter, the rest in order). `nope` is not offered `type`, nor `help` `home`.
public func closestMatch(to text: String, in candidates: [String]) -> String? {
  let word = text.drop { $0 == "-" }
  let allowed = max(1, min(3, word.count / 3))
  let near =
    candidates
    .map { (candidate: $0, distance: editDistance(text, $0)) }
    .filter { $0.distance <= allowed }
    .min { $0.distance < $1.distance }
  if let near { return near.candidate }
  let shortFor = candidates.filter { isShortForm(word, of: $0.drop { $0 == "-" }) }
  return shortFor.count == 1 ? shortFor[0] : nil
}

/// Whether `word` (two or more characters) is `candidate` with letters left out, keeping the
/// first.
private func isShortForm(_ word: Substring, of candidate: Substring) -> Bool {
  guard word.count >= 2, word.count < candidate.count, word.first == candidate.first else {
    return false
  }
  var rest = candidate[...]
  for character in word {
    guard let found = rest.firstIndex(of: character) else { return false }
    rest = rest[rest.index(after: found)...]
  }
  return true
}

/// Optimal string alignment distance over characters: insertions, deletions, substitutions
/// and swaps of two neighbours each count one.
public func editDistance(_ a: String, _ b: String) -> Int {
  let (a, b) = (Array(a), Array(b))
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var rows = [Array(0...b.count)]
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(
        rows[i - 1][j] + 1, current[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], rows[i - 2][j - 2] + 1)
      }
    }
    rows.append(current)
  }
  return rows[a.count][b.count]
}
