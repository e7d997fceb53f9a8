import Foundation

extension FolderChaos {
  /// What the engine may do to the folder in a run; ``all`` unless a test leaves some out.
  public struct Faults: OptionSet, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A file reaches each other device minutes to hours later, so devices see each
    /// other's changes in different orders.
    public static let delays = Faults(rawValue: 1 << 0)
    /// A file already delivered is delivered again (the same bytes, often a new inode).
    public static let duplicates = Faults(rawValue: 1 << 1)
    /// A copy cut mid-line, its rest delivered later.
    public static let truncation = Faults(rawValue: 1 << 2)
    /// A copy of the version a device had kept beside the new one, named as Syncthing,
    /// Nextcloud or Dropbox name them; it is synced like any file.
    public static let conflictCopies = Faults(rawValue: 1 << 3)
    /// `.syncthing.NAME.tmp` left by an interrupted transfer, holding part of the file.
    public static let temporaryFiles = Faults(rawValue: 1 << 4)
    /// A file evicted to iCloud's `.NAME.icloud` placeholder, downloaded again later.
    public static let placeholders = Faults(rawValue: 1 << 5)
    /// A reader's copy put back to an older, shorter version by the engine; the newer one
    /// arrives again later. Never the writer's own file.
    public static let olderVersions = Faults(rawValue: 1 << 6)
    /// A device restores a file from an old backup: a change of its own that is synced to
    /// every device, the file's writer too, and conflicts with what the writer wrote since.
    public static let backupRestores = Faults(rawValue: 1 << 7)
    /// A device offline for hours to days: nothing reaches it or leaves it meanwhile.
    public static let offline = Faults(rawValue: 1 << 8)
    /// Each device's wall clock off by up to ±24 h (some by exactly nothing).
    public static let clockSkew = Faults(rawValue: 1 << 9)
    /// A device's clock set right (or wrong) during the run: it jumps, backwards too.
    public static let clockJumps = Faults(rawValue: 1 << 10)
    /// An editor's backup beside a file (`NAME~`, `.NAME.swp`), synced like any file.
    public static let editorBackups = Faults(rawValue: 1 << 11)

    /// Everything above.
    public static let all = Faults(rawValue: (1 << 12) - 1)

    static let names: [(Faults, String)] = [
      (.delays, "delays"), (.duplicates, "duplicates"), (.truncation, "truncation"),
      (.conflictCopies, "conflictCopies"), (.temporaryFiles, "temporaryFiles"),
      (.placeholders, "placeholders"), (.olderVersions, "olderVersions"),
      (.backupRestores, "backupRestores"), (.offline, "offline"), (.clockSkew, "clockSkew"),
      (.clockJumps, "clockJumps"), (.editorBackups, "editorBackups"),
    ]

    public var description: String {
      self == .all
        ? ".all" : "[" + Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
  }

  /// A run's shape; the seed decides everything within it.
  public struct Configuration: Sendable {
    /// How many devices (the seed picks within).
    public var devices: ClosedRange<Int> = 2...5
    /// How many actions before the quiescence (the seed picks within).
    public var actions: ClosedRange<Int> = 20...60
    /// What the engine may do.
    public var faults: Faults = .all
    /// Rounds of quiescence (deliver everything, let every device sync) before a run that
    /// still changes files fails.
    public var quiescenceRounds = 6
    /// Where a run's directory is made: `CADENCE_CHAOS_DIR`, else /dev/shm when there is
    /// one (a run makes hundreds of small file changes: 300 runs took 3.9 s there and 22 s
    /// on this machine's /tmp, an ext4 disk), else `TMPDIR`, else /tmp.
    public var parent = Configuration.defaultParent

    static var defaultParent: String {
      let environment = ProcessInfo.processInfo.environment
      if let chosen = environment["CADENCE_CHAOS_DIR"] { return chosen }
      if access("/dev/shm", W_OK) == 0 { return "/dev/shm" }
      return environment["TMPDIR"] ?? "/tmp"
    }

    public init(
      devices: ClosedRange<Int> = 2...5, actions: ClosedRange<Int> = 20...60,
      faults: Faults = .all
    ) {
      self.devices = devices
      self.actions = actions
      self.faults = faults
    }
  }
}
