import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The small wrappers of TerminalUI's system corner that the CLI uses: output to a
/// descriptor and the local wall clock.
@Suite struct SystemCornerTests {
  /// A pipe; both ends are closed when it goes away unless closed before.
  private final class Pipe {
    var read: Int32 = -1
    var write: Int32 = -1

    init() throws {
      var ends: [Int32] = [-1, -1]
      try #require(pipe(&ends) == 0)
      (read, write) = (ends[0], ends[1])
    }

    func closeRead() {
      close(read)
      read = -1
    }

    /// What is waiting to be read (the write end stays open: reads only what is there).
    func available() throws -> String {
      String(decoding: try SystemCall.readAvailable(read), as: UTF8.self)
    }

    deinit {
      if read >= 0 { close(read) }
      close(write)
    }
  }

  // MARK: FileDescriptorOutput

  @Test func outputWritesEverythingToTheDescriptor() throws {
    let pipe = try Pipe()
    let output = FileDescriptorOutput(pipe.write)
    output.write("00:10\n")
    output.write("")
    output.write("00:09 ✓\n")
    #expect(try pipe.available() == "00:10\n00:09 ✓\n")
    #expect(!output.isClosed)
  }

  @Test func aClosedPipeIsReportedNotFatal() throws {
    // As the process entry does: without it, SIGPIPE would kill the test process at the
    // write. Left ignored: other tests may write to closed pipes concurrently.
    signal(SIGPIPE, SIG_IGN)
    let pipe = try Pipe()
    let output = FileDescriptorOutput(pipe.write)
    output.write("00:10\n")
    #expect(!output.isClosed)
    pipe.closeRead()
    output.write("00:09\n")
    #expect(output.isClosed)
    output.write("00:08\n")  // dropped without another write(2)
    #expect(output.isClosed)
  }

  // MARK: LocalTime

  @Test func timeOfDayIsWithinADay() {
    let now = LocalTime.timeOfDay()
    #expect(now >= .zero && now < .seconds(86_400))
  }

  /// Against the real clock, without sleeping: a time two hours ahead is about two hours
  /// away (one hour of slack for a DST change tonight), one just past is about a day away.
  @Test func durationUntilATimeOfDayIsTheNextOccurrence() {
    func clock(_ secondsIntoDay: Int64) -> (hour: Int, minute: Int, second: Int) {
      let wrapped = Int((secondsIntoDay % 86_400 + 86_400) % 86_400)
      return (wrapped / 3600, wrapped / 60 % 60, wrapped % 60)
    }
    let now = LocalTime.timeOfDay().components.seconds
    let ahead = clock(now + 2 * 3600)
    let untilAhead = LocalTime.duration(
      untilHour: ahead.hour, minute: ahead.minute, second: ahead.second)
    #expect(untilAhead > .seconds(3600) && untilAhead < .seconds(3 * 3600))
    let past = clock(now - 60)
    let untilPast = LocalTime.duration(
      untilHour: past.hour, minute: past.minute, second: past.second)
    #expect(untilPast > .seconds(22 * 3600) && untilPast <= .seconds(25 * 3600))
  }
}
