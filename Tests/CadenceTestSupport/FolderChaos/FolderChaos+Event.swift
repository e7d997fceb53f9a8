extension FolderChaos {
  /// One thing that happened in a run, for the account a failing seed prints.
  public enum Event: Sendable {
    case step(device: Int)
    case sync(device: Int)
    /// A device's change to a file, seen after its step or sync.
    case wrote(device: Int, path: String, bytes: Int)
    /// A device removed a file.
    case removed(device: Int, path: String)
    /// `bytes` of a version of `total` bytes written into `device`'s copy.
    case delivered(path: String, bytes: Int, total: Int, to: Int, inPlace: Bool)
    /// The same version again, rewritten.
    case duplicated(path: String, to: Int)
    /// An older version arrived after a newer one and was dropped, as engines do.
    case stale(path: String, to: Int)
    /// A copy of the version that lost, beside the one that won.
    case conflictCopy(name: String, at: Int)
    case temporaryLeft(name: String, at: Int)
    case evicted(path: String, at: Int)
    case downloaded(path: String, at: Int)
    case olderVersion(path: String, at: Int, bytes: Int)
    case restored(path: String, at: Int, bytes: Int)
    case editorBackup(name: String, at: Int)
    case offline(device: Int, until: Int64)
    case online(device: Int)
    case clockJump(device: Int, skew: Int64)
    case quiescence(round: Int)
  }

  /// How often each kind of thing happened in a run.
  public struct Tally: Sendable, Equatable, CustomStringConvertible {
    public var steps = 0
    public var syncs = 0
    public var writes = 0
    public var deliveries = 0
    public var duplicates = 0
    public var staleDropped = 0
    public var truncations = 0
    public var conflictCopies = 0
    public var temporaryFiles = 0
    public var placeholders = 0
    public var olderVersions = 0
    public var backupRestores = 0
    public var editorBackups = 0
    public var offlineSpells = 0
    public var clockJumps = 0
    public var quiescenceRounds = 0

    public init() {}

    /// The sum of two tallies, for figures over many runs.
    public static func + (left: Tally, right: Tally) -> Tally {
      var sum = Tally()
      for path in Self.counts {
        sum[keyPath: path.1] = left[keyPath: path.1] + right[keyPath: path.1]
      }
      return sum
    }

    static var counts: [(String, WritableKeyPath<Tally, Int>)] {
      [
        ("steps", \.steps), ("syncs", \.syncs), ("writes", \.writes),
        ("deliveries", \.deliveries), ("duplicates", \.duplicates),
        ("staleDropped", \.staleDropped), ("truncations", \.truncations),
        ("conflictCopies", \.conflictCopies), ("temporaryFiles", \.temporaryFiles),
        ("placeholders", \.placeholders), ("olderVersions", \.olderVersions),
        ("backupRestores", \.backupRestores), ("editorBackups", \.editorBackups),
        ("offlineSpells", \.offlineSpells), ("clockJumps", \.clockJumps),
        ("quiescenceRounds", \.quiescenceRounds),
      ]
    }

    public var description: String {
      Self.counts.map { "\($0.0) \(self[keyPath: $0.1])" }.joined(separator: ", ")
    }
  }
}

extension FolderChaos.Event: CustomStringConvertible {
  public var description: String {
    switch self {
    case .step(let device): "device \(device) steps"
    case .sync(let device): "device \(device) syncs"
    case .wrote(let device, let path, let bytes): "device \(device) wrote \(path) (\(bytes) bytes)"
    case .removed(let device, let path): "device \(device) removed \(path)"
    case .delivered(let path, let bytes, let total, let to, let inPlace):
      (bytes < total ? "truncated: \(bytes) of \(total) bytes" : "\(total) bytes")
        + " of \(path) to device \(to) (\(inPlace ? "in place" : "renamed over"))"
    case .duplicated(let path, let to): "\(path) again to device \(to)"
    case .stale(let path, let to): "an older \(path) reached device \(to), dropped"
    case .conflictCopy(let name, let at): "conflict copy \(name) on device \(at)"
    case .temporaryLeft(let name, let at): "transfer broken off: \(name) left on device \(at)"
    case .evicted(let path, let at): "\(path) evicted to a placeholder on device \(at)"
    case .downloaded(let path, let at): "\(path) downloaded again on device \(at)"
    case .olderVersion(let path, let at, let bytes):
      "device \(at)'s copy of \(path) back to an older version (\(bytes) bytes)"
    case .restored(let path, let at, let bytes):
      "device \(at) restored \(path) from a backup (\(bytes) bytes)"
    case .editorBackup(let name, let at): "an editor left \(name) on device \(at)"
    case .offline(let device, let until):
      "device \(device) offline until \(FolderChaos.offset(until))"
    case .online(let device): "device \(device) online"
    case .clockJump(let device, let skew):
      "device \(device)'s clock now \(FolderChaos.signed(skew))"
    case .quiescence(let round): "quiescence, round \(round)"
    }
  }
}

extension FolderChaos {
  /// A run's time as `+1d02:03:04.005` from its start.
  static func offset(_ milliseconds: Int64) -> String {
    let total = milliseconds / 1000
    let days = total / 86_400
    let clock = [total / 3600 % 24, total / 60 % 60, total % 60].map {
      $0 < 10 ? "0\($0)" : "\($0)"
    }
    let fraction = String(1000 + milliseconds % 1000).dropFirst()
    return "+\(days)d" + clock.joined(separator: ":") + ".\(fraction)"
  }

  /// A skew as `+3h04m05.006s` or `-…`.
  static func signed(_ milliseconds: Int64) -> String {
    let sign = milliseconds < 0 ? "-" : "+"
    let value = abs(milliseconds)
    let fraction = String(1000 + value % 1000).dropFirst()
    return "\(sign)\(value / 3_600_000)h\(value / 60_000 % 60)m\(value / 1000 % 60).\(fraction)s"
  }
}
