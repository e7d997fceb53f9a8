#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Synthetic device logs for `cadence-bench`: years of practice on several devices, written
/// as the devices would write them, without running years of practices.
package enum SyncLogFixture {
  /// What a fixture holds.
  package struct Written: Sendable {
    package var sessions = 0
    package var notes = 0
    package var sessionBytes = 0
    package var bytes = 0
  }

  /// Writes `devices` logs into `directory` (the folder's `cadence/`), each with
  /// `sessionsPerDay` sessions a day for `days` days before `end` and a note every
  /// `noteEvery` sessions, every other note edited once.
  package static func write(
    devices: Int, days: Int, sessionsPerDay: Int, noteEvery: Int, end: Date, into directory: String
  ) throws -> Written {
    var written = Written()
    let endMilliseconds = Int64(end.timeIntervalSince1970 * 1000)
    for index in 0..<devices {
      let device = DeviceID(text: String(repeating: "0", count: 24) + hex8(index + 1))!
      var bytes: [UInt8] = []
      var number: Int64 = 0
      var counter = 0
      func line(_ record: SyncRecord, at milliseconds: Int64) -> [UInt8] {
        number += 1
        counter += 1
        return SyncLine(
          number: number,
          clock: HybridClock(milliseconds: milliseconds, counter: counter % 1000, device: device),
          record: record
        ).encoded()
      }
      bytes += line(
        .device(name: "device \(index + 1)"), at: endMilliseconds - Int64(days) * 86_400_000)
      var count = 0
      for day in 0..<days {
        for slot in 0..<sessionsPerDay {
          let start =
            endMilliseconds - Int64(days - day) * 86_400_000 + Int64(slot) * 3_600_000
            + Int64(index) * 60_000
          let session = SessionRecord(
            id: UUID(), kind: slot % 2 == 0 ? .breathe : .pomodoro,
            name: slot % 2 == 0 ? "4-7-8" : "pomodoro", plannedMilliseconds: 300_000,
            activeMilliseconds: 300_000, cyclesPlanned: 16, cyclesCompleted: 16,
            status: .completed,
            startedAt: Timestamp(millisecondsSinceEpoch: start, utcOffsetSeconds: 3600),
            endedAt: Timestamp(millisecondsSinceEpoch: start + 300_000, utcOffsetSeconds: 3600))
          let encoded = line(.session(session), at: start + 300_000)
          written.sessionBytes += encoded.count
          bytes += encoded
          written.sessions += 1
          count += 1
          if count % noteEvery == 0 {
            var note = JournalEntry(
              id: UUID(), text: "Calmer after the long exhale, day \(day)",
              createdAt: Timestamp(millisecondsSinceEpoch: start + 301_000, utcOffsetSeconds: 3600),
              sessionID: session.id)
            bytes += line(.note(note), at: start + 301_000)
            if count % (2 * noteEvery) == 0 {
              note.text += ", and warm"
              note.editedAt = Timestamp(
                millisecondsSinceEpoch: start + 400_000, utcOffsetSeconds: 3600)
              bytes += line(.note(note), at: start + 400_000)
            }
            written.notes += 1
          }
        }
      }
      try SyncFiles.append(bytes, to: directory + "/" + device.text + ".jsonl")
      written.bytes += bytes.count
    }
    return written
  }

  /// One more session at `end` in the first device's log: what a merge then reads.
  package static func appendSession(at end: Date, into directory: String, number: Int64) throws {
    let device = DeviceID(text: String(repeating: "0", count: 24) + hex8(1))!
    let milliseconds = Int64(end.timeIntervalSince1970 * 1000)
    let session = SessionRecord(
      id: UUID(), kind: .timer, name: "timer", plannedMilliseconds: 60_000,
      activeMilliseconds: 60_000, status: .completed,
      startedAt: Timestamp(millisecondsSinceEpoch: milliseconds - 60_000, utcOffsetSeconds: 0),
      endedAt: Timestamp(millisecondsSinceEpoch: milliseconds, utcOffsetSeconds: 0))
    let line = SyncLine(
      number: number,
      clock: HybridClock(milliseconds: milliseconds, counter: 0, device: device),
      record: .session(session))
    try SyncFiles.append(line.encoded(), to: directory + "/" + device.text + ".jsonl")
  }

  private static func hex8(_ value: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
