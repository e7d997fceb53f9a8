#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few `libpulse` functions the player calls, found with `dlopen(3)` / `dlsym(3)` when
/// a practice first wants sound, so building Cadence needs no `libpulse-dev` and a machine
/// without the library runs as before (``SoundProblem/noLibrary``).
///
/// C structs cross as raw pointers (a Swift struct's pointer is not a C type in a
/// `@convention(c)` signature); their layouts are ``PulseStructs``'. Every function here
/// is called with the threaded main loop's lock held, except the main loop's own.
struct PulseLibrary: @unchecked Sendable {
  // @unchecked: function pointers into a library that is never closed; libpulse's
  // functions are safe from any thread under the main loop's lock, which every caller takes.
  typealias Pointer = OpaquePointer
  typealias StateCallback = @convention(c) (Pointer?, UnsafeMutableRawPointer?) -> Void
  typealias RequestCallback = @convention(c) (Pointer?, Int, UnsafeMutableRawPointer?) -> Void
  typealias SuccessCallback = @convention(c) (Pointer?, Int32, UnsafeMutableRawPointer?) -> Void
  typealias InfoCallback =
    @convention(c) (Pointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void

  let mainloopNew: @convention(c) () -> Pointer?
  let mainloopFree: @convention(c) (Pointer?) -> Void
  let mainloopStart: @convention(c) (Pointer?) -> Int32
  let mainloopStop: @convention(c) (Pointer?) -> Void
  let mainloopLock: @convention(c) (Pointer?) -> Void
  let mainloopUnlock: @convention(c) (Pointer?) -> Void
  let mainloopWait: @convention(c) (Pointer?) -> Void
  let mainloopSignal: @convention(c) (Pointer?, Int32) -> Void
  let mainloopAPI: @convention(c) (Pointer?) -> UnsafeMutableRawPointer?
  let contextNew: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Pointer?
  let contextUnref: @convention(c) (Pointer?) -> Void
  let contextSetState: @convention(c) (Pointer?, StateCallback?, UnsafeMutableRawPointer?) -> Void
  let contextConnect:
    @convention(c) (Pointer?, UnsafePointer<CChar>?, UInt32, UnsafeRawPointer?) -> Int32
  let contextDisconnect: @convention(c) (Pointer?) -> Void
  let contextState: @convention(c) (Pointer?) -> Int32
  let contextErrno: @convention(c) (Pointer?) -> Int32
  let contextServerInfo:
    @convention(c) (Pointer?, InfoCallback?, UnsafeMutableRawPointer?) -> Pointer?
  let streamNew:
    @convention(c) (Pointer?, UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeRawPointer?) ->
      Pointer?
  let streamUnref: @convention(c) (Pointer?) -> Void
  let streamSetState: @convention(c) (Pointer?, StateCallback?, UnsafeMutableRawPointer?) -> Void
  let streamSetWrite: @convention(c) (Pointer?, RequestCallback?, UnsafeMutableRawPointer?) -> Void
  let streamConnectPlayback:
    @convention(c) (
      Pointer?, UnsafePointer<CChar>?, UnsafeRawPointer?, UInt32, UnsafeRawPointer?, Pointer?
    ) -> Int32
  let streamDisconnect: @convention(c) (Pointer?) -> Int32
  let streamState: @convention(c) (Pointer?) -> Int32
  let streamWrite:
    @convention(c) (Pointer?, UnsafeRawPointer?, Int, UnsafeRawPointer?, Int64, Int32) -> Int32
  let streamUpdateTiming:
    @convention(c) (Pointer?, SuccessCallback?, UnsafeMutableRawPointer?) -> Pointer?
  let streamTimingInfo: @convention(c) (Pointer?) -> UnsafeRawPointer?
  let streamDeviceName: @convention(c) (Pointer?) -> UnsafePointer<CChar>?
  let operationUnref: @convention(c) (Pointer?) -> Void
  let operationState: @convention(c) (Pointer?) -> Int32
  let errorText: @convention(c) (Int32) -> UnsafePointer<CChar>?

  /// `libpulse.so.0` (the ABI's soname; `libpulse.so` exists only with the headers), or
  /// `nil` when it is not installed or lacks a function.
  static func load(path: String = "libpulse.so.0") -> PulseLibrary? {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
    var missing = false
    func symbol<T>(_ name: String, as type: T.Type) -> T {
      guard let found = dlsym(handle, name) else {
        // A placeholder never called: the library is refused below.
        missing = true
        return unsafeBitCast(UnsafeMutableRawPointer(bitPattern: 1)!, to: T.self)
      }
      return unsafeBitCast(found, to: T.self)
    }
    let library = PulseLibrary(
      mainloopNew: symbol("pa_threaded_mainloop_new", as: (@convention(c) () -> Pointer?).self),
      mainloopFree: symbol(
        "pa_threaded_mainloop_free", as: (@convention(c) (Pointer?) -> Void).self),
      mainloopStart: symbol(
        "pa_threaded_mainloop_start", as: (@convention(c) (Pointer?) -> Int32).self),
      mainloopStop: symbol(
        "pa_threaded_mainloop_stop", as: (@convention(c) (Pointer?) -> Void).self),
      mainloopLock: symbol(
        "pa_threaded_mainloop_lock", as: (@convention(c) (Pointer?) -> Void).self),
      mainloopUnlock: symbol(
        "pa_threaded_mainloop_unlock", as: (@convention(c) (Pointer?) -> Void).self),
      mainloopWait: symbol(
        "pa_threaded_mainloop_wait", as: (@convention(c) (Pointer?) -> Void).self),
      mainloopSignal: symbol(
        "pa_threaded_mainloop_signal", as: (@convention(c) (Pointer?, Int32) -> Void).self),
      mainloopAPI: symbol(
        "pa_threaded_mainloop_get_api",
        as: (@convention(c) (Pointer?) -> UnsafeMutableRawPointer?).self),
      contextNew: symbol(
        "pa_context_new",
        as: (@convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Pointer?).self),
      contextUnref: symbol("pa_context_unref", as: (@convention(c) (Pointer?) -> Void).self),
      contextSetState: symbol(
        "pa_context_set_state_callback",
        as: (@convention(c) (Pointer?, StateCallback?, UnsafeMutableRawPointer?) -> Void).self),
      contextConnect: symbol(
        "pa_context_connect",
        as: (@convention(c) (Pointer?, UnsafePointer<CChar>?, UInt32, UnsafeRawPointer?) -> Int32)
          .self),
      contextDisconnect: symbol(
        "pa_context_disconnect", as: (@convention(c) (Pointer?) -> Void).self),
      contextState: symbol("pa_context_get_state", as: (@convention(c) (Pointer?) -> Int32).self),
      contextErrno: symbol("pa_context_errno", as: (@convention(c) (Pointer?) -> Int32).self),
      contextServerInfo: symbol(
        "pa_context_get_server_info",
        as: (@convention(c) (Pointer?, InfoCallback?, UnsafeMutableRawPointer?) -> Pointer?).self),
      streamNew: symbol(
        "pa_stream_new",
        as: (@convention(c) (Pointer?, UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeRawPointer?)
          -> Pointer?).self),
      streamUnref: symbol("pa_stream_unref", as: (@convention(c) (Pointer?) -> Void).self),
      streamSetState: symbol(
        "pa_stream_set_state_callback",
        as: (@convention(c) (Pointer?, StateCallback?, UnsafeMutableRawPointer?) -> Void).self),
      streamSetWrite: symbol(
        "pa_stream_set_write_callback",
        as: (@convention(c) (Pointer?, RequestCallback?, UnsafeMutableRawPointer?) -> Void).self),
      streamConnectPlayback: symbol(
        "pa_stream_connect_playback",
        as: (@convention(c) (
          Pointer?, UnsafePointer<CChar>?, UnsafeRawPointer?, UInt32, UnsafeRawPointer?, Pointer?
        ) -> Int32).self),
      streamDisconnect: symbol(
        "pa_stream_disconnect", as: (@convention(c) (Pointer?) -> Int32).self),
      streamState: symbol("pa_stream_get_state", as: (@convention(c) (Pointer?) -> Int32).self),
      streamWrite: symbol(
        "pa_stream_write",
        as: (@convention(c) (Pointer?, UnsafeRawPointer?, Int, UnsafeRawPointer?, Int64, Int32)
          -> Int32).self),
      streamUpdateTiming: symbol(
        "pa_stream_update_timing_info",
        as: (@convention(c) (Pointer?, SuccessCallback?, UnsafeMutableRawPointer?) -> Pointer?).self
      ),
      streamTimingInfo: symbol(
        "pa_stream_get_timing_info", as: (@convention(c) (Pointer?) -> UnsafeRawPointer?).self),
      streamDeviceName: symbol(
        "pa_stream_get_device_name",
        as: (@convention(c) (Pointer?) -> UnsafePointer<CChar>?).self),
      operationUnref: symbol("pa_operation_unref", as: (@convention(c) (Pointer?) -> Void).self),
      operationState: symbol(
        "pa_operation_get_state", as: (@convention(c) (Pointer?) -> Int32).self),
      errorText: symbol("pa_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)
    )
    guard !missing else { return nil }
    silenceLog(handle)
    return library
  }

  /// Sends libpulse's log nowhere: it writes to standard error by default, which is the
  /// practice's screen (a client configuration of random bytes put them on it, line by
  /// line). Its log functions are libpulsecommon's (reached through libpulse's handle), not
  /// the stable API, and the null target's number depends on how the library was built
  /// (with systemd's journal it is 3, else 2): so each candidate is asked its name, and only
  /// the one that says "null" is set. A library without them logs as before.
  private static func silenceLog(_ handle: UnsafeMutableRawPointer) {
    typealias New = @convention(c) (Int32, UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
    typealias Name = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>?
    typealias Use = @convention(c) (UnsafeMutableRawPointer?) -> Void
    guard let new = dlsym(handle, "pa_log_target_new"),
      let name = dlsym(handle, "pa_log_target_to_string"),
      let set = dlsym(handle, "pa_log_set_target"),
      let free = dlsym(handle, "pa_log_target_free"),
      let freeText = dlsym(handle, "pa_xfree")
    else { return }
    let make = unsafeBitCast(new, to: New.self)
    let describe = unsafeBitCast(name, to: Name.self)
    let release = unsafeBitCast(free, to: Use.self)
    let releaseText = unsafeBitCast(freeText, to: Use.self)
    for type: Int32 in [2, 3] {
      guard let target = make(type, nil) else { continue }
      defer { release(target) }
      guard let text = describe(target) else { continue }
      let isNull = String(cString: text) == "null"
      releaseText(text)
      if isNull {
        unsafeBitCast(set, to: Use.self)(target)
        return
      }
    }
  }

  /// `pa_strerror(code)`: the library's own reason.
  func reason(_ code: Int32) -> String {
    errorText(code).map { String(cString: $0) } ?? "error \(code)"
  }
}

/// Constants and struct layouts of `<pulse/def.h>`, `<pulse/sample.h>` and
/// `<pulse/introspect.h>` (PulseAudio 16; stable since 0.9.15).
enum PulseStructs {
  static let contextReady: Int32 = 4
  static let contextFailed: Int32 = 5
  static let contextTerminated: Int32 = 6
  static let streamReady: Int32 = 2
  static let streamFailed: Int32 = 3
  static let streamTerminated: Int32 = 4
  static let noAutospawn: UInt32 = 0x0001
  static let interpolateTiming: UInt32 = 0x0002
  static let seekRelative: Int32 = 0
  static let seekAbsolute: Int32 = 1
  static let signed16LE: Int32 = 3
  static let operationRunning: Int32 = 0

  /// `pa_sample_spec`: `{ int32 format; uint32 rate; uint8 channels }`, 12 bytes with padding;
  /// mono signed 16-bit little-endian samples.
  static func sampleSpec(rate: UInt32) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 12)
    bytes.withUnsafeMutableBytes { raw in
      raw.storeBytes(of: signed16LE, toByteOffset: 0, as: Int32.self)
      raw.storeBytes(of: rate, toByteOffset: 4, as: UInt32.self)
      raw.storeBytes(of: 1, toByteOffset: 8, as: UInt8.self)
    }
    return bytes
  }

  /// `pa_buffer_attr`: `{ uint32 maxlength, tlength, prebuf, minreq, fragsize }`; -1 is the
  /// server's default.
  static func bufferAttributes(target: UInt32, request: UInt32) -> [UInt32] {
    [UInt32.max, target, UInt32.max, request, UInt32.max]
  }

  /// What `pa_timing_info` says: when it was taken (its `timestamp`, `CLOCK_REALTIME`: the
  /// server's own moment when the clocks are one, as on one machine, else the request's
  /// moment plus half the round trip; libpulse has already added the transport either way,
  /// so it is not added again), the frame the sink had read of the stream, how much of that
  /// it had not yet played, and whether it plays.
  struct Timing {
    var taken: Duration
    var readFrame: Int64
    var sinkLatency: Duration
    var playing: Bool

    /// The frame heard at the snapshot.
    func heardFrame(rate: Int64) -> Int64 {
      readFrame - sinkLatency.frames(at: rate)
    }
  }

  /// Reads `pa_timing_info` (64-bit layout: `timeval` at 0, `sink_usec` at 24, `playing` at
  /// 48, `read_index` at 72; checked with `offsetof` against PulseAudio 16's header).
  ///
  /// Measured: with the transport added a second time, a snapshot asked for while the
  /// front end held the loop's lock came out 12–46 ms off (the request is stamped when it
  /// is made, and sent when the lock is free), and the cues were re-anchored on it.
  static func timing(_ info: UnsafeRawPointer, frameSize: Int64) -> Timing {
    let seconds = info.load(fromByteOffset: 0, as: Int.self)
    let micros = info.load(fromByteOffset: 8, as: Int.self)
    let sink = info.load(fromByteOffset: 24, as: UInt64.self)
    let playing = info.load(fromByteOffset: 48, as: Int32.self)
    let read = info.load(fromByteOffset: 72, as: Int64.self)
    return Timing(
      taken: .seconds(seconds) + .microseconds(micros),
      readFrame: read / frameSize, sinkLatency: .microseconds(Int64(sink)), playing: playing != 0)
  }

  /// `pa_server_info`'s strings: `server_name` is its fourth pointer, `default_sink_name`
  /// the first after the 12-byte sample spec (at 8-byte alignment: offset 48 on 64-bit).
  static func serverInfo(_ info: UnsafeRawPointer) -> (name: String, version: String, sink: String)
  {
    let pointer = MemoryLayout<UnsafeRawPointer>.size
    func string(at offset: Int) -> String {
      guard let text = info.load(fromByteOffset: offset, as: UnsafePointer<CChar>?.self) else {
        return ""
      }
      return String(cString: text)
    }
    let sinkOffset = (4 * pointer + 12 + pointer - 1) / pointer * pointer
    return (string(at: 3 * pointer), string(at: 2 * pointer), string(at: sinkOffset))
  }
}
