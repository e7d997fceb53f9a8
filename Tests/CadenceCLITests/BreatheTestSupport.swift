import CadenceStore
import TerminalUI
import TerminalUITesting

@testable import CadenceCLI

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh data directory under `/tmp`, removed with its files when the value goes away.
final class TemporaryDataDirectory {
  let path: String

  init() {
    var template = Array("/tmp/cadence-breathe-test-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(created != nil, "mkdtemp failed: errno \(errno)")
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    for name in ["cadence.sqlite3", "cadence.sqlite3-wal", "cadence.sqlite3-shm"] {
      unlink(path + "/" + name)
    }
    rmdir(path)
  }

  var directory: DataDirectory { DataDirectory(path: path) }

  /// The real binary on an 80 x 24 pseudo terminal, its data here, in UTF-8 on an xterm,
  /// with `environment` laid over that.
  func startCadence(
    _ arguments: [String], environment: [String: String]
  ) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: cadenceExecutable(), arguments: arguments + ["--data-dir", path],
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"].merging(environment) { $1 },
      size: Size(columns: 80, rows: 24))
  }

  /// The store in this directory, opened afresh (so it reads what another process wrote).
  func store() throws -> SQLiteSessionStore {
    try SQLiteSessionStore.open(in: directory)
  }
}

/// The braille dots drawn on a screen, as a grid of `columns × 2` by `rows × 4` dots.
struct DotGrid: Equatable {
  let width: Int
  let height: Int
  private(set) var dots: [Bool]

  /// Reads every braille cell of `buffer` (U+2801–U+28FF) back into dots.
  init(_ buffer: Buffer) {
    width = buffer.size.columns * 2
    height = buffer.size.rows * 4
    dots = Array(repeating: false, count: width * height)
    let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
    for row in 0..<buffer.size.rows {
      for column in 0..<buffer.size.columns {
        guard let scalar = buffer.cell(column: column, row: row)?.grapheme.unicodeScalars.first,
          (0x2801...0x28FF).contains(scalar.value)
        else { continue }
        let pattern = scalar.value - 0x2800
        for y in 0..<4 {
          for x in 0..<2 where pattern & bits[y][x] != 0 {
            dots[(row * 4 + y) * width + column * 2 + x] = true
          }
        }
      }
    }
  }

  subscript(x x: Int, y y: Int) -> Bool { dots[y * width + x] }

  var count: Int { dots.filter { $0 }.count }

  /// The smallest box holding every dot: `(minX, minY, maxX, maxY)`, inclusive.
  var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var result: (Int, Int, Int, Int)?
    for y in 0..<height {
      for x in 0..<width where self[x: x, y: y] {
        if let (a, b, c, d) = result {
          result = (min(a, x), min(b, y), max(c, x), max(d, y))
        } else {
          result = (x, y, x, y)
        }
      }
    }
    return result.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
  }
}

/// Renders an app into a fresh buffer of `size`.
func frame(of app: some TerminalApp, size: Size = Size(columns: 80, rows: 24)) -> Buffer {
  var buffer = Buffer(size: size)
  app.render(into: &buffer)
  return buffer
}
