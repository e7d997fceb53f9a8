import Foundation

/// A deterministic, seeded simulation of what sync engines do to a folder that several
/// devices share, for testing code that syncs through such a folder (issue 43).
///
/// Each device has its own replica of the folder, a real directory, and writes only its
/// own files into it (its append-only log) through the code under test: ``run(step:sync:)``
/// calls `step` for what a device does (records a session, edits a note) and `sync` for its
/// merge, both with the device's number. After each call the simulator looks at what the
/// device changed in its replica and carries it to the others as an engine would: late
/// and in different orders, twice, cut mid-line and completed later, with conflict copies
/// beside it (Syncthing's, Nextcloud's and Dropbox's names), Syncthing's `.tmp` files left
/// from broken transfers, iCloud's `.icloud` placeholders for evicted files, a reader's
/// copy put back to an older version, a backup restored on one device and synced to all,
/// devices offline for days, editors' backups. Each device's wall clock (``clock(_:)``) is
/// off by up to ±24 h and may jump. A run ends with a quiescence: every device online,
/// every file delivered whole to every replica, every device synced, until nothing
/// changes; then every replica holds the same files, byte for byte.
///
/// Everything follows from the seed (``ChaosRandom``, never the system's generator), so a
/// failing seed replays alone: ``check(seeds:configuration:_:)`` names it, and
/// `CADENCE_CHAOS_SEED` runs only that one (``seeds(_:)``).
///
/// ```swift
/// let failures = FolderChaos.check(seeds: FolderChaos.seeds(10_000)) { chaos in
///   let stores = try (0..<chaos.deviceCount).map { device in
///     try openStore(
///       in: chaos.privateDirectory(device), deviceID: chaos.deviceID(device),
///       now: chaos.clock(device), folder: chaos.replica(device))
///   }
///   try chaos.run(
///     step: { device, random in try stores[device].record(random.below(3)) },
///     sync: { device in try stores[device].merge() })
///   // every store now holds the same data: compare their exports, throw if not
/// }
/// #expect(failures.isEmpty, "\(failures.first!)")
/// ```
///
/// A replay is exact when the code under test draws nothing of its own at random: ids
/// and choices come from ``deviceID(_:)`` and the `random` that `step` is given.
///
/// One thread: a run calls `step` and `sync` one at a time and moves the clock between
/// them.
public final class FolderChaos {
  /// The seed everything in this run follows from.
  public let seed: UInt64
  /// How many devices share the folder (numbered from 0).
  public let deviceCount: Int
  /// How many actions come before the quiescence.
  public let actionCount: Int
  /// The run's shape.
  public let configuration: Configuration
  /// The run's directory: each replica is a directory in it, removed with the value.
  public let directory: String
  /// How often each thing happened so far.
  public internal(set) var tally = Tally()
  /// What happened, in order, with the run's time (milliseconds from its start).
  public internal(set) var events: [(time: Int64, event: Event)] = []

  var random: ChaosRandom
  private var deviceRandom: [ChaosRandom]
  let time: ChaosClock
  private let shortIDs: [String]

  // The model: every version of every file, and which one each replica holds.
  struct Version {
    let path: Int
    /// The version the writer's replica held when it wrote this one.
    let parent: Int?
    /// `nil`: the file was removed.
    let content: [UInt8]?
    /// The run's time of the change (what Syncthing compares as the modification time).
    let time: Int64
  }

  struct Held {
    var version: Int
    /// Bytes of the version on disk: fewer than it has while a delivery is cut short.
    var length: Int
    var stamp: ReplicaFiles.Stamp?
    /// Evicted to an iCloud placeholder: the file is not on disk.
    var evicted = false
  }

  /// A delivery waiting for its time (or for both devices to be online).
  struct Message {
    enum Kind { case deliver, download }
    let kind: Kind
    let version: Int
    let from: Int
    let to: Int
    let due: Int64
  }

  var versions: [Version] = []
  var paths: [String] = []
  var pathIndex: [String: Int] = [:]
  /// The device that writes each path, or -1 for a file the engine made (a conflict copy,
  /// an editor's backup).
  var owners: [Int] = []
  var pathVersions: [[Int]] = []
  var held: [[Held?]]
  /// What the engine left in a replica that is not synced: `.tmp` files, placeholders.
  var junk: [[String: ReplicaFiles.Stamp]]
  var pending: [Message] = []
  /// When each device comes back online; 0 while it is online.
  var offlineUntil: [Int64]

  /// Why a run failed: the code under test broke a rule of the folder, or the replicas
  /// did not converge.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
  }

  /// A run for `seed`: the devices, their clocks and empty replicas, nothing done yet.
  public init(seed: UInt64, configuration: Configuration = Configuration()) throws {
    self.seed = seed
    self.configuration = configuration
    var random = ChaosRandom(seed: seed)
    deviceCount = random.within(configuration.devices)
    actionCount = random.within(configuration.actions)
    var skews: [Int64] = []
    var ids: [String] = []
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    for _ in 0..<deviceCount {
      let exact = !configuration.faults.contains(.clockSkew) || random.percent(20)
      skews.append(exact ? 0 : random.within(-Self.day...Self.day))
      ids.append(String((0..<7).map { _ in random.pick(alphabet) }))
    }
    deviceRandom = (0..<deviceCount).map {
      ChaosRandom(seed: seed ^ (0xD1B5_4A32_D192_ED03 &* UInt64($0 + 1)))
    }
    self.random = random
    shortIDs = ids
    time = ChaosClock(skews: skews)
    held = Array(repeating: [], count: deviceCount)
    junk = Array(repeating: [:], count: deviceCount)
    offlineUntil = Array(repeating: 0, count: deviceCount)
    directory = try ReplicaFiles.makeTemporaryDirectory(
      configuration.parent + "/cadence-chaos-XXXXXX")
    for device in 0..<deviceCount {
      try ReplicaFiles.makeParents(of: "device-\(device)/.", under: directory)
    }
  }

  deinit { ReplicaFiles.removeTree(directory) }

  static let day: Int64 = 86_400_000

  // MARK: - What the code under test is given

  /// `device`'s replica of the folder: the directory it syncs through.
  public func replica(_ device: Int) -> String { directory + "/device-\(device)" }

  /// A directory of `device`'s own beside the replicas, never synced (for its database),
  /// made on first use and removed with the run.
  public func privateDirectory(_ device: Int) throws -> String {
    try ReplicaFiles.makeParents(of: "private-\(device)/.", under: directory)
    return directory + "/private-\(device)"
  }

  /// A device id for `device` that follows from the seed (16 lowercase hex digits): a
  /// store that made a random one would name its log differently in each replay, and the
  /// files' order, so the run, would differ.
  public func deviceID(_ device: Int) -> String {
    var random = ChaosRandom(seed: seed &+ 0x5EED &* UInt64(device + 1))
    let value = random.next()
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// `device`'s wall clock, for the code under test: the run's time plus the device's skew.
  public func clock(_ device: Int) -> @Sendable () -> Date {
    let time = self.time
    return { Date(timeIntervalSince1970: Double(time.milliseconds(device)) / 1000) }
  }

  /// `device`'s wall clock now, in milliseconds since the epoch.
  public func wallMilliseconds(_ device: Int) -> Int64 { time.milliseconds(device) }

  /// How far `device`'s clock is off now, in milliseconds (positive: ahead).
  public func skew(_ device: Int) -> Int64 { time.skew(device) }

  /// The short id that names `device` in Syncthing's conflict copies.
  public func shortID(_ device: Int) -> String { shortIDs[device] }

  // MARK: - A run

  /// Runs the seed's actions, then the quiescence, then checks that every replica holds the
  /// same files. `step` does what a device does (it may draw on the random numbers it is
  /// given, the device's own, so the run stays the seed's); `sync` merges what the device
  /// has received.
  ///
  /// - Throws: what `step` or `sync` throws; ``Failure`` when a device changed a file it
  ///   does not write (another device's log, a conflict copy, a file the engine left),
  ///   when the files still changed after the last round of quiescence, or when the
  ///   replicas differ at the end.
  public func run(
    step: (_ device: Int, _ random: inout ChaosRandom) throws -> Void,
    sync: (_ device: Int) throws -> Void
  ) throws {
    for _ in 0..<actionCount {
      advance()
      let roll = random.below(100)
      if roll < 30 {
        let device = random.below(deviceCount)
        note(.step(device: device))
        tally.steps += 1
        try step(device, &deviceRandom[device])
        try look(at: device)
      } else if roll < 50 {
        let device = random.below(deviceCount)
        note(.sync(device: device))
        tally.syncs += 1
        try sync(device)
        try look(at: device)
      } else if roll < 85 {
        try deliverSome()
      } else {
        try fault()
      }
    }
    try quiesce(sync: sync)
    if let difference = replicasDiffer() { throw Failure(difference) }
  }

  /// Moves the run's time on: often by seconds to minutes, sometimes by hours or days, and
  /// now and then not at all (two changes in the same millisecond).
  private func advance() {
    let roll = random.below(100)
    let gap: Int64 =
      switch roll {
      case ..<10: 0
      case ..<65: random.within(1_000...600_000)
      case ..<90: random.within(600_000...21_600_000)
      default: random.within(21_600_000...(3 * Self.day))
      }
    time.elapsed += gap
    for device in 0..<deviceCount where offlineUntil[device] != 0 {
      if offlineUntil[device] <= time.elapsed {
        offlineUntil[device] = 0
        note(.online(device: device))
      }
    }
  }

  func note(_ event: Event) { events.append((time.elapsed, event)) }

  func isOnline(_ device: Int) -> Bool { offlineUntil[device] == 0 }

  /// Delivers some of the messages that are due between devices both online, in a random
  /// order.
  private func deliverSome() throws {
    let now = time.elapsed
    let due = pending.indices.filter { index in
      let message = pending[index]
      return message.due <= now && isOnline(message.to)
        && (message.kind == .download || isOnline(message.from))
    }
    guard !due.isEmpty else { return }
    let chosen = Array(random.shuffled(due).prefix(random.within(1...min(due.count, 8))))
    let messages = chosen.map { pending[$0] }
    for index in chosen.sorted(by: >) { pending.remove(at: index) }
    for message in messages {
      switch message.kind {
      case .deliver: try deliver(message.version, to: message.to, from: message.from, faulty: true)
      case .download: try download(versions[message.version].path, at: message.to)
      }
    }
  }

  /// How long a file takes to reach another device.
  func delay() -> Int64 {
    guard configuration.faults.contains(.delays) else { return 0 }
    let roll = random.below(100)
    return switch roll {
    case ..<40: random.within(0...30_000)
    case ..<80: random.within(30_000...1_800_000)
    default: random.within(1_800_000...43_200_000)
    }
  }

  /// Queues `version` from `device` to every other device.
  func send(_ version: Int, from device: Int) {
    for other in 0..<deviceCount where other != device {
      pending.append(
        Message(
          kind: .deliver, version: version, from: device, to: other, due: time.elapsed + delay()))
    }
  }

  // MARK: - The end

  /// Every device online, every file delivered whole to every replica (the newest version
  /// of each; a version that lost to a concurrent one leaves its conflict copy), placeholders
  /// downloaded and `.tmp` files gone, then every device syncs; again until a round changes
  /// no file.
  private func quiesce(sync: (Int) throws -> Void) throws {
    for device in 0..<deviceCount where !isOnline(device) {
      offlineUntil[device] = 0
      note(.online(device: device))
    }
    pending.removeAll()
    for round in 1...configuration.quiescenceRounds {
      tally.quiescenceRounds = round
      note(.quiescence(round: round))
      try settle()
      let before = versions.count
      for device in 0..<deviceCount {
        note(.sync(device: device))
        tally.syncs += 1
        try sync(device)
        try look(at: device)
      }
      if versions.count == before { return }
      advance()
    }
    throw Failure(
      "the devices still changed files after \(configuration.quiescenceRounds) rounds of quiescence"
    )
  }

  /// Brings every replica to the newest version of every file.
  private func settle() throws {
    for device in 0..<deviceCount {
      for path in paths.indices where held[device][path]?.evicted == true {
        try download(path, at: device)
      }
      for name in junk[device].keys.sorted() {
        ReplicaFiles.remove(replica(device) + "/" + name)
      }
      junk[device] = [:]
    }
    var path = 0
    while path < paths.count {
      let newest = pathVersions[path].max { isLater($1, than: $0) }!
      for device in 0..<deviceCount {
        try deliver(newest, to: device, from: device, faulty: false)
      }
      path += 1
    }
  }

  /// The first difference between replica 0 and another, or `nil` when every replica
  /// holds the same files with the same bytes.
  public func replicasDiffer() -> String? {
    let first = ReplicaFiles.list(replica(0))
    for device in 1..<max(deviceCount, 1) {
      let files = ReplicaFiles.list(replica(device))
      if files != first {
        return "device 0 holds \(first), device \(device) \(files)"
      }
      for file in files
      where ReplicaFiles.read(replica(0) + "/" + file)
        != ReplicaFiles.read(replica(device) + "/" + file)
      {
        return "\(file) differs between device 0 and device \(device)"
      }
    }
    return nil
  }

  /// Whether version `a` wins over `b`: the later change, the later-made version on a tie
  /// (a descendant is always both).
  func isLater(_ a: Int, than b: Int) -> Bool {
    let (left, right) = (versions[a].time, versions[b].time)
    return left != right ? left > right : a > b
  }

  /// Whether `ancestor` is `version` or one it was written over.
  func isAncestor(_ ancestor: Int, of version: Int) -> Bool {
    var current: Int? = version
    while let id = current, id >= ancestor {
      if id == ancestor { return true }
      current = versions[id].parent
    }
    return false
  }

  // MARK: - An account of the run

  /// The seed, the devices and their clocks, the tally and every event: what a failing
  /// seed prints.
  public var account: String {
    var lines = [
      "FolderChaos seed \(seed): \(deviceCount) devices, \(actionCount) actions, faults "
        + "\(configuration.faults)",
      "clocks: "
        + (0..<deviceCount).map { "device \($0) \(Self.signed(skew($0)))" }.joined(
          separator: ", "),
      "tally: \(tally)",
    ]
    lines += events.map { "  \(Self.offset($0.time))  \($0.event)" }
    return lines.joined(separator: "\n")
  }
}
