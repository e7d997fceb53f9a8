/// This device's sync settings and position, as `sync_state` holds them.
struct SyncState: Sendable {
  var device: DeviceID
  var name: String
  var folder: String
  var clock: HybridClock
  /// The number of the last line this device made (written or waiting in the outbox).
  var lastLine: Int64
  /// How many bytes of this device's log it knows it wrote, and a hash of their end.
  var ownOffset: Int64
  var ownTail: Int64?
  /// Set when another device was found writing this device's log: nothing more is written.
  var halted: Bool

  var logDirectory: String { folder + "/" + SyncFiles.directoryName }
  var logPath: String { logDirectory + "/" + device.text + ".jsonl" }

  static func load(from connection: Connection) throws -> SyncState? {
    let values = Dictionary(
      try connection.statement("SELECT key, value FROM sync_state").rows {
        ($0.text(0), $0.text(1))
      }, uniquingKeysWith: { first, _ in first })
    guard let deviceText = values["device"], let device = DeviceID(text: deviceText),
      let folder = values["folder"]
    else { return nil }
    return SyncState(
      device: device, name: values["name"] ?? "", folder: folder,
      clock: values["clock"].flatMap(HybridClock.init(text:))
        ?? HybridClock(milliseconds: 0, counter: 0, device: device),
      lastLine: values["lastLine"].flatMap { Int64($0) } ?? 0,
      ownOffset: values["ownOffset"].flatMap { Int64($0) } ?? 0,
      ownTail: values["ownTail"].flatMap { Int64($0) },
      halted: values["halted"] == "1")
  }

  func save(to connection: Connection) throws {
    let values: [(String, String?)] = [
      ("device", device.text), ("name", name), ("folder", folder), ("clock", clock.text),
      ("lastLine", String(lastLine)), ("ownOffset", String(ownOffset)),
      ("ownTail", ownTail.map { String($0) }), ("halted", halted ? "1" : nil),
    ]
    for (key, value) in values {
      if let value {
        try connection.statement(
          "INSERT INTO sync_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
        ).run([.text(key), .text(value)])
      } else {
        try connection.statement("DELETE FROM sync_state WHERE key = ?").run([.text(key)])
      }
    }
  }

  /// The stamp for this device's next line, and the clock moved past it.
  mutating func tick(now: Int64) -> HybridClock {
    clock = clock.next(now: now, device: device)
    return clock
  }
}
