import CadenceSystem
import TerminalUITesting
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The small wrappers of TerminalUI's system corner that the CLI uses: output to a
/// descriptor, reading a file, the size of a terminal, the local wall clock.
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

  // MARK: FileReading

  @Test func aFileIsReadWhole() throws {
    let path = try temporaryFile(containing: Array(repeating: 0x61, count: 100_000) + [0x0A])
    defer { unlink(path) }
    let bytes = try FileReading.contents(atPath: path)
    #expect(bytes.count == 100_001)
    #expect(bytes.last == 0x0A)
  }

  @Test func aFileThatCannotBeReadSaysWhyAsTheSystemDoes() {
    #expect(throws: FileReading.Failure(code: ENOENT)) {
      try FileReading.contents(atPath: "/nonexistent/x.json")
    }
    #expect(FileReading.Failure(code: ENOENT).description == "No such file or directory")
    #expect(throws: FileReading.Failure(code: EISDIR)) {
      try FileReading.contents(atPath: "/")
    }
  }

  @Test func aDescriptorIsReadToEndOfFile() throws {
    let pipe = try Pipe()
    try SystemCall.writeAll(pipe.write, Array("one\ntwo\n".utf8))
    close(pipe.write)
    pipe.write = -1
    #expect(try FileReading.contents(of: pipe.read) == Array("one\ntwo\n".utf8))
  }

  // MARK: TerminalSize

  @Test func theSizeOfATerminalIsWhatTheKernelKeeps() throws {
    let (primary, path) = try PseudoTerminal.openPrimary()
    defer { close(primary) }
    try PseudoTerminal.setWindowSize(of: primary, to: Size(columns: 93, rows: 31))
    let secondary = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    try #require(secondary >= 0)
    defer { close(secondary) }
    #expect(try TerminalSize.current(of: secondary) == Size(columns: 93, rows: 31))
    #expect(try POSIXTerminal(input: secondary, output: secondary).size().columns == 93)
  }

  @Test func aPipeHasNoTerminalSize() throws {
    let pipe = try Pipe()
    #expect(throws: TerminalError.systemCall("ioctl(TIOCGWINSZ)", errno: ENOTTY)) {
      try TerminalSize.current(of: pipe.write)
    }
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

  /// A new file under `/tmp` holding `bytes`; returns its path.
  private func temporaryFile(containing bytes: [UInt8]) throws -> String {
    var template = Array("/tmp/terminalui-test-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try SystemCall.writeAll(descriptor, bytes)
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
