/// The names sync engines give the files they leave beside a file, from its path in the
/// folder (`cadence/abc.jsonl`).
enum ChaosNames {
  /// The directory part (with its slash) and the file name.
  static func split(_ path: String) -> (directory: Substring, name: Substring) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path[...]) }
    return (path[...slash], path[path.index(after: slash)...])
  }

  /// The name without its last extension, and that extension with its dot.
  static func stem(_ name: Substring) -> (stem: Substring, extension: Substring) {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
    return (name[..<dot], name[dot...])
  }

  /// Syncthing's file for a transfer in progress: `.syncthing.NAME.tmp`.
  static func syncthingTemporary(_ path: String) -> String {
    let (directory, name) = split(path)
    return "\(directory).syncthing.\(name).tmp"
  }

  /// iCloud Drive's placeholder for an evicted file: `.NAME.icloud`.
  static func iCloudPlaceholder(_ path: String) -> String {
    let (directory, name) = split(path)
    return "\(directory).\(name).icloud"
  }

  /// An editor's backup: `NAME~` (Emacs, gedit) or `.NAME.swp` (Vim).
  static func editorBackup(_ path: String, vim: Bool) -> String {
    let (directory, name) = split(path)
    return vim ? "\(directory).\(name).swp" : "\(path)~"
  }

  /// The conflict copy's name in one of three engines' styles, made at `wall` (milliseconds
  /// since the epoch) by `device` (its short id and number):
  /// - 0, Syncthing: `abc.sync-conflict-20261206-101500-ABCDEFG.jsonl`;
  /// - 1, Nextcloud: `abc (conflicted copy 2026-12-06 101500).jsonl`;
  /// - 2, Dropbox: `abc (Device 2's conflicted copy 2026-12-06).jsonl`.
  ///
  /// `number` > 0 tells copies apart that would have the same name: Syncthing's is made a
  /// second later, the others get ` (number)` as Dropbox does.
  static func conflictCopy(
    _ path: String, style: Int, wall: Int64, shortID: String, device: Int, number: Int = 0
  ) -> String {
    let wall = style == 0 ? wall + Int64(number) * 1000 : wall
    let count = style == 0 || number == 0 ? "" : " (\(number))"
    let (directory, name) = split(path)
    let (stem, suffix) = stem(name)
    let (year, month, day, hour, minute, second) = civil(wall)
    let date = [year, month, day].map(twoDigits)
    let time = [hour, minute, second].map(twoDigits).joined()
    switch style {
    case 0: return "\(directory)\(stem).sync-conflict-\(date.joined())-\(time)-\(shortID)\(suffix)"
    case 1:
      return
        "\(directory)\(stem) (conflicted copy \(date.joined(separator: "-")) \(time))\(count)\(suffix)"
    default:
      return
        "\(directory)\(stem) (Device \(device)'s conflicted copy \(date.joined(separator: "-")))\(count)\(suffix)"
    }
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// The UTC calendar date and time of `milliseconds` since the epoch (Howard Hinnant's
  /// days-to-civil), without Foundation's formatters: a run names hundreds of copies.
  static func civil(_ milliseconds: Int64) -> (Int, Int, Int, Int, Int, Int) {
    let seconds = Int(milliseconds.dividedRoundingDown(by: 1000))
    let days = seconds.dividedRoundingDown(by: 86_400)
    let inDay = seconds - days * 86_400
    let z = days + 719_468
    let era = z.dividedRoundingDown(by: 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day, inDay / 3600, inDay / 60 % 60, inDay % 60)
  }
}

extension BinaryInteger {
  /// The quotient rounded towards minus infinity.
  fileprivate func dividedRoundingDown(by divisor: Self) -> Self {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
