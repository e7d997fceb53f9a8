import CadenceTestTraits
import FoundationEssentials
import Glibc
import Testing

@testable import CadenceTestSupport

/// The sync simulator itself (issue 43), with a stand-in device that appends a line per
/// step and reads the others' logs: every seed converges to the same replicas and the same
/// records, every fault happens for some seeds and reaches the device, a seed replays
/// exactly, and the checks fail when a device loses or trespasses.
@Suite(.hangLimit) struct FolderChaosTests {
  /// 2,000 seeds: 10,000 (`CADENCE_CHAOS_RUNS=10000`) took 37 s here with the stand-in,
  /// 30 s of CPU, on a machine shared with three builds. `CADENCE_CHAOS_SEED` runs one seed.
  @Test func twoThousandSeedsOfTwoToFiveDevicesConvergeAndMeetEveryFault() throws {
    let seeds = FolderChaos.seeds(2_000)
    var total = FolderChaos.Tally()
    var skipped: Set<String> = []
    var cutLines = 0
    var devices: [Int: Int] = [:]
    let clock = ContinuousClock()
    let start = clock.now
    let failures = FolderChaos.check(seeds: seeds) { chaos in
      let standIn = ChaosStandIn(chaos)
      try standIn.run()
      try standIn.checkConverged()
      total = total + chaos.tally
      skipped.formUnion(standIn.skipped)
      cutLines += standIn.cutLines
      devices[chaos.deviceCount, default: 0] += 1
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(
      "FolderChaos: \(seeds.count) runs in \(elapsed) (\(Int(Double(seeds.count) / seconds)) runs/s); "
        + "devices \(devices.sorted { $0.key < $1.key }); \(total)")
    #expect(failures.isEmpty, "\(failures.count) seeds failed; the first: \(failures.first!)")
    guard seeds.count > 1 else { return }
    #expect(devices.keys.sorted() == [2, 3, 4, 5])
    for (name, count) in [
      ("duplicates", total.duplicates), ("stale", total.staleDropped),
      ("truncations", total.truncations), ("conflict copies", total.conflictCopies),
      ("temporary files", total.temporaryFiles), ("placeholders", total.placeholders),
      ("older versions", total.olderVersions), ("backup restores", total.backupRestores),
      ("editor backups", total.editorBackups), ("offline spells", total.offlineSpells),
      ("clock jumps", total.clockJumps),
    ] {
      #expect(count > seeds.count / 100, "\(name): \(count)")
    }
    // What the engines left reached the device's directory listing, in every style.
    for (style, mark) in [
      ("Syncthing conflict", ".sync-conflict-"), ("Nextcloud conflict", " (conflicted copy "),
      ("Dropbox conflict", "'s conflicted copy "), ("Syncthing temporary", ".syncthing."),
      ("iCloud placeholder", ".icloud"), ("editor backup", "~"), ("Vim swap", ".swp"),
    ] {
      #expect(skipped.contains { $0.contains(mark) }, "no \(style) file met")
    }
    #expect(cutLines > 0, "no device met a log cut mid-line")
  }

  @Test func aSeedReplaysTheSameRunToTheSameBytes() throws {
    func replay() throws -> (account: String, files: [String: [UInt8]]) {
      let chaos = try FolderChaos(seed: 4242)
      try ChaosStandIn(chaos).run()
      var files: [String: [UInt8]] = [:]
      for name in ReplicaFiles.list(chaos.replica(0)) {
        files[name] = ReplicaFiles.read(chaos.replica(0) + "/" + name)
      }
      return (chaos.account, files)
    }
    let first = try replay()
    let second = try replay()
    #expect(first.account == second.account)
    #expect(first.files == second.files)
    #expect(first.files.count >= 1)
    #expect(first.account.hasPrefix("FolderChaos seed 4242: "))
  }

  @Test func aDeviceThatDoesNotRepairItsRestoredLogLosesRecordsForSomeSeeds() throws {
    let failures = FolderChaos.check(seeds: Array(1...300)) { chaos in
      let standIn = ChaosStandIn(chaos, repairs: false)
      try standIn.run()
      try standIn.checkConverged()
    }
    #expect(!failures.isEmpty)
    #expect(failures.allSatisfy { $0.message.contains("records; missing") }, "\(failures.first!)")
    // Without restores nothing is lost, repaired or not: the restores are what the check saw.
    var faults = FolderChaos.Faults.all
    faults.remove(.backupRestores)
    let without = FolderChaos.check(
      seeds: failures.map(\.seed), configuration: .init(faults: faults)
    ) { chaos in
      let standIn = ChaosStandIn(chaos, repairs: false)
      try standIn.run()
      try standIn.checkConverged()
    }
    #expect(without.isEmpty, "\(without.first!)")
  }

  @Test func aDeviceThatWritesAnotherDevicesLogFailsNamingBoth() throws {
    let failures = FolderChaos.check(seeds: [7], configuration: .init(devices: 2...2)) { chaos in
      try chaos.run(
        step: { device, _ in
          let directory = chaos.replica(device) + "/cadence"
          mkdir(directory, 0o700)
          let file = directory + "/device-0.jsonl"  // device 1 writes device 0's log too
          let descriptor = open(file, O_WRONLY | O_CREAT | O_APPEND, 0o600)
          defer { close(descriptor) }
          _ = Array("{\"device\":\(device)}\n".utf8).withUnsafeBytes {
            write(descriptor, $0.baseAddress, $0.count)
          }
        }, sync: { _ in })
    }
    let failure = try #require(failures.first)
    #expect(
      failure.message == "device 1 changed cadence/device-0.jsonl, which device 0 writes",
      "\(failure)")
    #expect(failure.description.contains("CADENCE_CHAOS_SEED=7"))
    #expect(failure.description.contains("FolderChaos seed 7: 2 devices"))
  }

  @Test func eachDeviceClockIsTheRunsTimePlusItsSkewWithinADay() throws {
    var sawExact = false
    var sawSkew = false
    for seed in UInt64(1)...50 {
      let chaos = try FolderChaos(seed: seed)
      for device in 0..<chaos.deviceCount {
        let skew = chaos.skew(device)
        #expect(abs(skew) <= 86_400_000)
        #expect(chaos.wallMilliseconds(device) == 1_796_552_100_000 + skew)
        let date = chaos.clock(device)()
        #expect(Int64((date.timeIntervalSince1970 * 1000).rounded()) == 1_796_552_100_000 + skew)
        if skew == 0 { sawExact = true } else { sawSkew = true }
      }
    }
    #expect(sawExact && sawSkew)
    var faults = FolderChaos.Faults.all
    faults.remove(.clockSkew)
    let exact = try FolderChaos(seed: 3, configuration: .init(faults: faults))
    #expect((0..<exact.deviceCount).allSatisfy { exact.skew($0) == 0 })
  }

  @Test func replicasStartEmptyAndAreRemovedWithTheRun() throws {
    var directory = ""
    do {
      let chaos = try FolderChaos(seed: 1)
      directory = chaos.directory
      #expect(try chaos.privateDirectory(0) == directory + "/private-0")
      #expect(access(directory + "/private-0", W_OK) == 0)
      #expect(chaos.deviceID(0).count == 16 && chaos.deviceID(0) != chaos.deviceID(1))
      #expect(chaos.deviceID(1) == (try FolderChaos(seed: 1)).deviceID(1))
      for device in 0..<chaos.deviceCount {
        #expect(try FileManager.default.contentsOfDirectory(atPath: chaos.replica(device)) == [])
      }
    }
    #expect(access(directory, F_OK) == -1)
  }

  @Test func conflictCopiesAreNamedAsEachEngineNamesThem() {
    let wall: Int64 = 1_796_552_100_000  // 2026-12-06 10:15:00 UTC
    let names = (0...2).map {
      ChaosNames.conflictCopy(
        "cadence/abc.jsonl", style: $0, wall: wall, shortID: "ABCDEFG", device: 2)
    }
    #expect(
      names == [
        "cadence/abc.sync-conflict-20261206-101500-ABCDEFG.jsonl",
        "cadence/abc (conflicted copy 2026-12-06 101500).jsonl",
        "cadence/abc (Device 2's conflicted copy 2026-12-06).jsonl",
      ])
    #expect(
      ChaosNames.conflictCopy(
        "abc.jsonl", style: 0, wall: wall, shortID: "ABCDEFG", device: 2, number: 2)
        == "abc.sync-conflict-20261206-101502-ABCDEFG.jsonl")
    #expect(
      ChaosNames.conflictCopy(
        "abc.jsonl", style: 2, wall: wall, shortID: "ABCDEFG", device: 2, number: 1)
        == "abc (Device 2's conflicted copy 2026-12-06) (1).jsonl")
    #expect(
      ChaosNames.syncthingTemporary("cadence/abc.jsonl") == "cadence/.syncthing.abc.jsonl.tmp")
    #expect(ChaosNames.iCloudPlaceholder("cadence/abc.jsonl") == "cadence/.abc.jsonl.icloud")
    #expect(ChaosNames.civil(-1) == (1969, 12, 31, 23, 59, 59))
    #expect(ChaosNames.civil(951_782_400_000) == (2000, 2, 29, 0, 0, 0))
  }
}
