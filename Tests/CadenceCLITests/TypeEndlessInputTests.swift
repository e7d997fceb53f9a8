import Synchronization
import Testing

@testable import CadenceCLI

/// `cadence type` on an endless input (issue 24, item 26): `yes | cadence type -` read all of
/// standard input first and died of it with a stack dump. To a pipe or a file, standard input
/// is typed a chunk at a time as it comes and the typing ends when the reader goes; on a
/// terminal, when the text is read whole first (here: a fake's reads; in use `--duration` and
/// the keyboard's own text), at most ``TypeCommand/longestStandardInput`` is read, then one
/// clear error. The loop's feed is in `TypeFeedTests`.
@Suite struct TypeEndlessInputTests {
  /// Standard input as `yes` gives it: `y\n` without end, 64 KB a read, the reads counted.
  final class Yes: Sendable {
    let reads = Mutex(0)
    static let chunk = Array(String(repeating: "y\n", count: 1 << 15).utf8)

    var system: TypingSystem {
      var system = TypingSystem.fake()
      system.readStandardInputChunk = { [self] in
        reads.withLock { $0 += 1 }
        return Self.chunk
      }
      return system
    }
  }

  @Test func anEndlessInputToAPipeIsTypedAsItComesAndEndsWhenTheReaderGoes() throws {
    let yes = Yes()
    let output = StringOutput()
    output.closesAfterWrites = 3
    var (context, _, errors) = CommandContext.testing()
    context.output = output
    let command = try TypeCommand(parsing: ["-"])
    #expect(command.run(in: context, system: yes.system) == .success)
    #expect(output.text.hasPrefix("y\ny\ny\n"))
    #expect(output.text.utf8.count <= 3 * (1 << 16) + 4096)
    #expect(yes.reads.withLock { $0 } <= 5)
    #expect(errors.text.isEmpty)
  }

  /// Issue 41, item 5: a line with no break and no space (`tr -d '\\n'`, `/dev/zero`) was
  /// held whole by the wrapper, as one word, until its end: 30 MB took 1.88 GB, an endless
  /// one died of it. A word longer than a line is written as it comes, a line at a time,
  /// wrapped (`--wrap 40`) or not (`--wrap 0`).
  @Test(arguments: [40, 0])
  func aWordWithoutABreakIsTypedAsItComes(width: Int) throws {
    // 2 MB of `x` in 64 KB reads, then the end; each write notes how many reads it followed.
    let reads = ReadCount()
    let chunk = Array(repeating: UInt8(ascii: "x"), count: 1 << 16)
    var system = TypingSystem.fake()
    system.readStandardInputChunk = {
      reads.count.withLock { count in
        count += 1
        return count <= 32 ? chunk : []
      }
    }
    let output = ReadCountingOutput(reads: reads)
    var (context, _, errors) = CommandContext.testing()
    context.output = output
    let command = try TypeCommand(parsing: ["-", "--wrap", String(width)])
    #expect(command.run(in: context, system: system) == .success)
    #expect(output.readsAtEachWrite.first == 1)
    let text = output.text
    let line =
      width == 0 ? String(repeating: "x", count: 32 << 16) : String(repeating: "x", count: width)
    #expect(text.hasPrefix(line + (width == 0 ? "" : "\n" + line + "\n")))
    #expect(text.utf8.count == (32 << 16) + (width == 0 ? 1 : (32 << 16) / width + 1))
    #expect(errors.text.isEmpty)
  }

  /// An output that notes, at each write, how many reads of standard input came before it.
  final class ReadCountingOutput: TextOutput {
    let reads: ReadCount
    private(set) var text = ""
    private(set) var readsAtEachWrite: [Int] = []

    init(reads: ReadCount) { self.reads = reads }

    func write(_ text: String) {
      self.text += text
      readsAtEachWrite.append(reads.count.withLock { $0 })
    }
  }

  final class ReadCount: Sendable {
    let count = Mutex(0)
  }

  @Test func anEndlessInputOnATerminalEndsWithOneError() throws {
    let yes = Yes()
    // 2 MB here (64 MB in use): a test process this large would be counted in the memory of
    // every child it spawns while the test runs (ru_maxrss survives exec).
    var system = yes.system
    system.longestStandardInput = 2 << 20
    #expect(TypeCommand.longestStandardInput == 64 << 20)
    let result = try runType(["-"], isTerminal: true, system: system)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "Error: Standard input holds more than 2 MB: cadence type types at most that on a "
        + "terminal; pipe its output elsewhere to type more.\n")
    #expect(yes.reads.withLock { $0 } == (2 << 20) / (1 << 16) + 1)
  }

  @Test func aStreamCutsBetweenLinesAndNeverInsideACharacter() throws {
    // Reads that split a line and a three-byte character: the text comes out whole.
    let text = Array("一行\n第二行没有换行符".utf8)
    let feed = ChunkFeed([Array(text[..<4]), Array(text[4..<9]), Array(text[9...])])
    var system = TypingSystem.fake()
    system.readStandardInputChunk = { feed.next() }
    let output = StringOutput()
    var (context, _, errors) = CommandContext.testing()
    context.output = output
    #expect(try TypeCommand(parsing: ["-"]).run(in: context, system: system) == .success)
    #expect(output.text == "一行\n第二行没有换行符\n")
    #expect(errors.text.isEmpty)
  }
}
