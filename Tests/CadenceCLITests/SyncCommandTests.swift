import Cadence
import CadenceStore
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `cadence sync …` on real stores in temporary directories, two "machines" sharing one
/// folder, and what a data command says when the folder is gone (issue 43).
@Suite struct SyncCommandTests {
  let laptop = TemporaryDirectory()
  let desktop = TemporaryDirectory()
  let shared = TemporaryDirectory()

  func run(
    _ arguments: [String], on machine: TemporaryDirectory, language: String = "en"
  ) -> (status: Int32, output: String, errors: String) {
    let now = Date(timeIntervalSince1970: DataCommandTests.noon)
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: machine.path, environment: ["COLUMNS": "100"], wallClock: { now })
    let status = CadenceCommandLine.run(["--lang", language] + arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func aNoteWrittenOnOneMachineShowsInTheOthersJournal() {
    #expect(run(["sync", "folder", shared.path, "--name", "laptop"], on: laptop).status == 0)
    let started = run(["sync", "folder", shared.path, "--name", "desktop"], on: desktop)
    #expect(started.status == 0)
    #expect(started.output.hasPrefix("Syncing through '\(shared.path)' as desktop ("))
    #expect(run(["journal", "add", "written", "on", "the", "laptop"], on: laptop).status == 0)
    let journal = run(["journal"], on: desktop)
    #expect(journal.output.contains("written on the laptop"))
    #expect(journal.errors.isEmpty)
    let status = run(["sync", "status"], on: desktop).output
    #expect(status.contains("This device: desktop ("))
    #expect(status.contains("  laptop ("))
    #expect(status.contains("Nothing waits to be written."))
  }

  @Test func aPathThatIsNotAFolderIsRefusedWithUsageStatus() {
    let missing = run(["sync", "folder", shared.path + "/nowhere"], on: laptop)
    #expect(missing.status == 64)
    #expect(
      missing.errors
        == "Error: Cannot sync through '\(shared.path)/nowhere': there is no such folder. Give a "
        + "folder that exists, the one your sync tool (Syncthing, Nextcloud…) keeps in step.\n")
    #expect(run(["sync", "status"], on: laptop).output.hasPrefix("Sync is off."))
    let chinese = run(
      ["sync", "folder", shared.path + "/nowhere"], on: laptop, language: "zh-Hans")
    #expect(chinese.status == 64)
    #expect(chinese.errors.hasPrefix("错误：无法通过 “\(shared.path)/nowhere” 同步：没有这个文件夹。"))
  }

  @Test func aFolderThatIsGoneCostsOneLineAndTheNoteIsKept() {
    let folder = shared.path + "/mounted"
    #expect(mkdir(folder, 0o700) == 0)
    #expect(run(["sync", "folder", folder], on: laptop).status == 0)
    #expect(rename(folder, shared.path + "/away") == 0)
    let added = run(["journal", "add", "kept"], on: laptop)
    #expect(added.status == 0)
    #expect(
      added.errors
        == "Sync: the sync folder '\(folder)' is not there (unmounted or moved?); what you did is "
        + "kept here and written there when it is back.\n")
    #expect(run(["journal"], on: laptop).output.contains("kept"))
    #expect(run(["sync", "status"], on: laptop).output.contains("1 record waiting to be written."))
    #expect(rename(shared.path + "/away", folder) == 0)
    let now = run(["sync", "now"], on: laptop)
    #expect(now.status == 0)
    #expect(now.output == "Wrote 1 record, merged 0.\n")
  }

  @Test func syncNowWhileOffSaysHowToTurnItOn() {
    let now = run(["sync", "now"], on: laptop)
    #expect(now.status == 1)
    #expect(now.errors == "Sync is off. Turn it on with 'cadence sync folder PATH'.\n")
    #expect(run(["sync", "off"], on: laptop).output.hasPrefix("Sync is off."))
    #expect(run(["sync", "name", ""], on: laptop).status == 64)
  }
}
