import CadencePractice
import CadenceSystem
import TerminalUI

/// A frame trace (`--trace FILE`): every frame the kernel draws and every wake-up that drew
/// nothing, written as it happens in the Chrome trace event format (a JSON array of
/// events), which Perfetto and `chrome://tracing` open, and `cadence trace` sums up.
///
/// Times are microseconds since the loop began, on the loop's clock. Each frame is a
/// complete event (`"ph": "X"`) named after its causes, lasting its draw time, with:
/// - `planned_us`: the deadline the frame was drawn for (absent for a key or a resize);
/// - `woke_us` and `lateness_us`: when the loop woke, and how long after `planned_us`;
/// - `causes`: what the kernel saw (`start`, `deadline`, `key`, `resize`, `signal`,
///   `resume`, `redraw`, `flash`) and what the app says changed (``TerminalApp/changes(since:)``:
///   `digits`, `bar`, `disc`, `phase`, …);
/// - `draw_us`: rendering, diffing and writing the frame; `bytes`: what was written.
/// A wake-up that wrote nothing is an instant event (`"ph": "i"`) named `empty wake-up`.
///
/// The trace is written event by event, so a process that dies leaves a trace without
/// its closing `]`, which both viewers and `cadence trace` accept. Tracing off is a `nil`
/// in the kernel: nothing is measured or kept.
final class FrameTrace {
  /// One frame or empty wake-up, as the kernel saw it.
  struct Event: Hashable, Sendable {
    /// The deadline it was drawn for, if it was drawn for one.
    var planned: Duration?
    /// When the loop woke.
    var woke: Duration
    /// The kernel's and the app's causes, in that order.
    var causes: [String]
    /// Time to render, diff and write.
    var draw: Duration
    /// Bytes written; 0 for an empty wake-up.
    var bytes: Int
  }

  private let output: any TextOutput
  private let close: () -> Void
  private var count = 0

  /// A trace written to `output`; `close` runs after the closing `]`. `name` names the
  /// process in a viewer (`cadence timer`).
  init(output: any TextOutput, name: String, close: @escaping () -> Void = {}) {
    self.output = output
    self.close = close
    output.write(
      "[{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":1,\"args\":{\"name\":"
        + JSONText.quoted(name) + "}}")
  }

  /// A trace written to a new file at `path`.
  ///
  /// - Throws: the system's reason when the file cannot be created.
  static func create(atPath path: String, name: String) throws(FileReading.Failure) -> FrameTrace {
    let descriptor = try FileWriting.create(atPath: path)
    return FrameTrace(
      output: FileDescriptorOutput(descriptor), name: name,
      close: { FileWriting.close(descriptor) })
  }

  /// Records a frame (bytes written) or an empty wake-up (none).
  func record(_ event: Event) {
    count += 1
    let microseconds = { (duration: Duration) in duration / .microseconds(1) }
    let woke = Int64(microseconds(event.woke))
    var args = "\"woke_us\":\(woke)"
    if let planned = event.planned {
      args += ",\"planned_us\":\(Int64(microseconds(planned)))"
      args += ",\"lateness_us\":\(Int64(microseconds(event.woke - planned)))"
    }
    args += ",\"causes\":[" + event.causes.map(JSONText.quoted).joined(separator: ",") + "]"
    if event.bytes > 0 {
      let draw = Int64(microseconds(event.draw))
      args += ",\"draw_us\":\(draw),\"bytes\":\(event.bytes)"
      let name = JSONText.quoted(event.causes.joined(separator: " "))
      output.write(
        ",\n{\"name\":\(name),\"cat\":\"frame\",\"ph\":\"X\",\"ts\":\(woke),\"dur\":\(draw),"
          + "\"pid\":1,\"tid\":1,\"args\":{\(args)}}")
    } else {
      output.write(
        ",\n{\"name\":\"empty wake-up\",\"cat\":\"wake\",\"ph\":\"i\",\"s\":\"t\",\"ts\":\(woke),"
          + "\"pid\":1,\"tid\":1,\"args\":{\(args)}}")
    }
  }

  /// Ends the array and closes the file.
  func finish() {
    output.write("\n]\n")
    close()
  }
}

/// JSON string literals, written by hand (no Foundation encoder on the loop).
enum JSONText {
  /// `text` as a JSON string, quotes included.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
