import Foundation

extension FolderChaos {
  /// A seed whose run failed: what failed and the run's account, and how to run it alone.
  public struct SeedFailure: Error, CustomStringConvertible {
    public let seed: UInt64
    public let message: String
    /// ``FolderChaos/account`` at the failure.
    public let account: String

    public var description: String {
      "FolderChaos seed \(seed) failed: \(message)\n"
        + "run it alone with CADENCE_CHAOS_SEED=\(seed) (and the test's --filter)\n" + account
    }
  }

  /// `count` seeds from `first` (`CADENCE_CHAOS_RUNS` seeds when it is set), or only the
  /// one in `CADENCE_CHAOS_SEED` when that is set.
  public static func seeds(_ count: Int, first: UInt64 = 1) -> [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if let only = environment["CADENCE_CHAOS_SEED"].flatMap(UInt64.init) { return [only] }
    let runs = environment["CADENCE_CHAOS_RUNS"].flatMap(Int.init) ?? count
    return (0..<UInt64(max(runs, 0))).map { first + $0 }
  }

  /// Runs `body` with a fresh simulation for each seed, one after another; the seeds whose
  /// body threw, with the run's account. `body` calls ``run(step:sync:)`` and then checks
  /// what the code under test holds, throwing when it is wrong.
  public static func check(
    seeds: [UInt64], configuration: Configuration = Configuration(),
    _ body: (FolderChaos) throws -> Void
  ) -> [SeedFailure] {
    var failures: [SeedFailure] = []
    for seed in seeds {
      do {
        let chaos = try FolderChaos(seed: seed, configuration: configuration)
        do {
          try body(chaos)
        } catch {
          failures.append(SeedFailure(seed: seed, message: "\(error)", account: chaos.account))
        }
      } catch {
        failures.append(SeedFailure(seed: seed, message: "\(error)", account: ""))
      }
    }
    return failures
  }
}
