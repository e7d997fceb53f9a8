/// A context's connection to the sound server: started, waited for and described, with the
/// main loop's thread running. On failure everything made so far is freed.
struct PulseConnection {
  let pulse: PulseLibrary
  let mainloop: OpaquePointer
  let context: OpaquePointer

  /// Which server answered, or why none did. Never spawns a server (`PA_CONTEXT_NOAUTOSPAWN`):
  /// a practice must not start a daemon as a side effect.
  func connect(to server: String?) throws(SoundProblem) -> PulseOutput.Server {
    let box = Box(pulse: pulse, mainloop: mainloop)
    let data = Unmanaged.passUnretained(box).toOpaque()
    pulse.contextSetState(
      context, { _, data in Box.from(data).signal() }, data)
    guard pulse.mainloopStart(mainloop) == 0 else {
      release()
      throw .noServer("the sound library's thread did not start")
    }
    pulse.mainloopLock(mainloop)
    var failure: SoundProblem?
    if pulse.contextConnect(context, server, PulseStructs.noAutospawn, nil) != 0 {
      failure = .noServer(pulse.reason(pulse.contextErrno(context)))
    }
    while failure == nil {
      let state = pulse.contextState(context)
      if state == PulseStructs.contextReady { break }
      if state == PulseStructs.contextFailed || state == PulseStructs.contextTerminated {
        failure = .noServer(pulse.reason(pulse.contextErrno(context)))
        break
      }
      pulse.mainloopWait(mainloop)
    }
    var server = PulseOutput.Server(name: "", version: "", sink: "")
    if failure == nil,
      let operation = pulse.contextServerInfo(
        context,
        { _, info, data in
          let box = Box.from(data)
          if let info { box.info = PulseStructs.serverInfo(info) }
          box.signal()
        }, data)
    {
      while pulse.operationState(operation) == PulseStructs.operationRunning {
        pulse.mainloopWait(mainloop)
      }
      pulse.operationUnref(operation)
      if let info = box.info {
        server = .init(name: info.name, version: info.version, sink: info.sink)
      }
    }
    pulse.contextSetState(context, nil, nil)
    pulse.mainloopUnlock(mainloop)
    if let failure {
      release()
      throw failure
    }
    return server
  }

  private func release() {
    pulse.mainloopStop(mainloop)
    pulse.contextUnref(context)
    pulse.mainloopFree(mainloop)
  }

  /// What the callbacks reach: the loop to signal and the server's description.
  private final class Box: @unchecked Sendable {
    // @unchecked: touched only with the main loop's lock held (callbacks and `connect`).
    let pulse: PulseLibrary
    let mainloop: OpaquePointer
    var info: (name: String, version: String, sink: String)?

    init(pulse: PulseLibrary, mainloop: OpaquePointer) {
      self.pulse = pulse
      self.mainloop = mainloop
    }

    static func from(_ data: UnsafeMutableRawPointer?) -> Box {
      Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
    }

    func signal() { pulse.mainloopSignal(mainloop, 0) }
  }
}
