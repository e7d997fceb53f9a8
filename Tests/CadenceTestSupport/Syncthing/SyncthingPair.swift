import CadenceSystem
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Two Syncthing instances of the test's own sharing one folder, on loopback only
/// (PLATFORM.md, "Sync (Syncthing)"): each has its own home and its own copy of the folder
/// in a fresh temporary directory, listens and dials on 127.0.0.1, and has everything that
/// leaves the machine switched off in its configuration before its first start.
///
/// ```swift
/// @Test(.enabled(if: SyncthingPair.isInstalled, Comment(rawValue: SyncthingPair.notInstalled)))
/// func aLineArrives() throws {
///   let pair = try SyncthingPair()
///   defer { pair.stop() }
///   // write into pair.folder(.a), then:
///   #expect(pair.waitUntil(.seconds(10)) { /* it is in pair.folder(.b) */ })
/// }
/// ```
///
/// Stopped by ``stop()`` (and when the value goes away): each instance's process group gets
/// SIGTERM, then SIGKILL after 5 s, and the directory is removed.
public final class SyncthingPair: @unchecked Sendable {
  // @unchecked: started in init and stopped in `stop`, by one test.
  /// One of the two instances.
  public enum Side: Int, CaseIterable, Sendable {
    case a, b
    /// The other one.
    public var other: Side { self == .a ? .b : .a }
  }

  /// The line a test gives when it is skipped for want of Syncthing.
  public static let notInstalled =
    "syncthing is not on PATH (apt-get install -y syncthing): the two-Syncthing tests are skipped"

  /// Whether `syncthing` is on `PATH` (/usr/bin, /bin, /usr/local/bin when it is unset).
  public static var isInstalled: Bool { executable != nil }

  private static var executable: String? {
    ChildProcess.executable(
      named: "syncthing",
      in: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin")
  }

  /// The folder's id in both configurations.
  public let folderID = "cadence-test"
  /// The temporary directory holding both homes and both copies of the folder.
  public let directory: String
  /// How long after the start the two saw each other connected.
  public private(set) var connectedAfter: Duration = .zero

  private var instances: [Instance] = []
  private var stopped = false

  /// What the pair knows of one instance.
  private struct Instance {
    let home: String
    let folder: String
    let id: String
    let listenPort: UInt16
    let guiPort: UInt16
    let apiKey: String
    let process: ProcessGroup
  }

  /// Why the pair could not be started.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Starts both instances and waits until they are connected (at most `connectWithin`).
  ///
  /// - Throws: ``Failure`` when `syncthing` is not installed (check ``isInstalled`` first),
  ///   when an instance cannot be generated or started, or when the two did not connect in
  ///   time; the message then holds the end of both logs. The ports are chosen free just
  ///   before the start; when another process takes one first, the pair starts again on
  ///   other ports (three tries).
  public init(connectWithin: Duration = .seconds(30), rescanSeconds: Int = 5) throws {
    guard let syncthing = Self.executable else {
      throw Failure(description: Self.notInstalled)
    }
    var template = Array("/tmp/cadence-syncthing-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard created != nil else { throw Failure(description: "mkdtemp failed: errno \(errno)") }
    directory = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do {
      var lastFailure = Failure(description: "syncthing did not start")
      for attempt in 1...3 {
        do {
          let clock = ContinuousClock()
          let started = clock.now
          try start(
            syncthing, attempt: attempt, rescanSeconds: rescanSeconds, within: connectWithin)
          if try waitUntilConnected(within: connectWithin) {
            connectedAfter = clock.now - started
            return
          }
          lastFailure = Failure(
            description: "the two Syncthing instances did not connect within \(connectWithin)\n"
              + logs())
        } catch let failure as Failure {
          lastFailure = failure
        }
        stopInstances()
      }
      throw lastFailure
    } catch {
      stop()
      throw error
    }
  }

  /// Generates both homes, rewrites their configurations and starts both: B once A
  /// answers and listens, so B dials A and A finds B connected (see
  /// ``waitUntilConnected(within:)``).
  private func start(
    _ syncthing: String, attempt: Int, rescanSeconds: Int, within limit: Duration
  ) throws {
    guard let ports = LoopbackPorts.free(4) else {
      throw Failure(description: "no free port on 127.0.0.1")
    }
    let root = directory + "/\(attempt)"
    var generated: [(home: String, folder: String, id: String, xml: String)] = []
    for side in Side.allCases {
      let home = root + "/\(side)/home"
      let folder = root + "/\(side)/folder"
      // The folder marker Syncthing looks for before it syncs a folder.
      try FileManager.default.createDirectory(
        atPath: folder + "/.stfolder", withIntermediateDirectories: true)
      let output = ProgramOutput.run(
        [syncthing, "generate", "--home=\(home)", "--no-default-folder"],
        environment: environment(home: home), directory: root)
      guard let xml = try? String(contentsOfFile: home + "/config.xml", encoding: .utf8) else {
        throw Failure(description: "syncthing generate wrote no config.xml: \(output ?? "")")
      }
      let id = try SyncthingConfiguration.ownID(in: xml)
      generated.append((home, folder, id, xml))
    }
    instances = []
    for side in Side.allCases {
      let mine = generated[side.rawValue]
      let theirs = generated[side.other.rawValue]
      let instance = SyncthingConfiguration.Instance(
        name: "\(side)".uppercased(), listenPort: ports[side.rawValue],
        guiPort: ports[2 + side.rawValue], apiKey: "cadence-test-\(side)-\(UUID().uuidString)",
        // A dials every second, B every minute: when both dial at once, the two crossed
        // connections each wait for the other's Hello until Syncthing's 20 s timeout (seen
        // here: one start in four, one resume in eight, with both at 1 s or both at 60 s).
        // B dials A as it starts (A listens by then), and A dials B on a resume.
        reconnectSeconds: side == .a ? 1 : 60)
      let xml = try SyncthingConfiguration.rewrite(
        mine.xml, instance: instance,
        peer: .init(
          id: theirs.id, name: "\(side.other)".uppercased(),
          listenPort: ports[side.other.rawValue]),
        folder: .init(id: folderID, path: mine.folder, rescanSeconds: rescanSeconds))
      try xml.write(toFile: mine.home + "/config.xml", atomically: true, encoding: .utf8)
      let process = try ProcessGroup(
        [
          syncthing, "serve", "--home=\(mine.home)", "--no-browser", "--no-restart",
          "--no-upgrade",
        ], environment: environment(home: mine.home), log: mine.home + "/syncthing.log")
      // Kept at once, so a failure starting the second still stops the first.
      instances.append(
        Instance(
          home: mine.home, folder: mine.folder, id: mine.id, listenPort: instance.listenPort,
          guiPort: instance.guiPort, apiKey: instance.apiKey, process: process))
      guard try waitUntilListening(within: limit) else {
        throw Failure(description: "syncthing \(side) did not answer within \(limit)\n" + logs())
      }
    }
  }

  /// The environment each instance runs in: no upgrade, no default folder, its home as
  /// `HOME`, and no proxy.
  private func environment(home: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment.filter {
      !$0.key.lowercased().hasSuffix("_proxy")
    }
    environment["STNOUPGRADE"] = "1"
    environment["STNODEFAULTFOLDER"] = "1"
    environment["HOME"] = home
    return environment
  }

  /// Waits until the two are connected (at most `limit`); whether they are.
  ///
  /// Should A and B still dial each other at the same moment (B as it starts, A on its
  /// next second), the crossed connections stall until Syncthing's 20 s Hello timeout:
  /// after 5 s without a connection, A pauses and resumes B, which closes both, and A
  /// dials again at once while B waits its minute.
  private func waitUntilConnected(within limit: Duration) throws -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while clock.now < end {
      if waitUntil(min(.seconds(5), end - clock.now), { self.isConnected }) { return true }
      if instances.contains(where: { $0.process.hasEnded }) {
        throw Failure(description: "a Syncthing instance ended\n" + logs())
      }
      disconnect()
      _ = resume()
    }
    return isConnected
  }

  /// Waits until each instance started so far answers on its REST port as itself, with its
  /// listener up.
  /// `false` when one did not in time; throws when a port turned out to be another's.
  private func waitUntilListening(within limit: Duration) throws -> Bool {
    var portTaken = false
    let ready = waitUntil(limit) {
      self.instances.allSatisfy { instance in
        guard let status = self.status(of: instance) else { return false }
        let listener = status.connectionServiceStatus?["tcp://127.0.0.1:\(instance.listenPort)"]
        if status.myID != instance.id || listener?.error != nil { portTaken = true }
        return listener != nil
      } || portTaken || self.instances.contains { $0.process.hasEnded }
    }
    if portTaken || instances.contains(where: { $0.process.hasEnded }) {
      throw Failure(description: "a Syncthing instance could not listen\n" + logs())
    }
    return ready
  }

  private struct Status: Decodable {
    let myID: String
    let connectionServiceStatus: [String: Listener]?
    struct Listener: Decodable { let error: String? }
  }

  private func status(of instance: Instance) -> Status? {
    guard let response = request("GET", "/rest/system/status", on: instance),
      response.status == 200
    else { return nil }
    return try? JSONDecoder().decode(Status.self, from: Data(response.body))
  }

  private func request(_ method: String, _ path: String, on instance: Instance)
    -> LoopbackHTTP.Response?
  {
    LoopbackHTTP.request(
      method, path, port: instance.guiPort, headers: ["X-API-Key": instance.apiKey])
  }

  // MARK: - What a test uses

  /// The path of the shared folder on `side`.
  public func folder(_ side: Side) -> String { instances[side.rawValue].folder }

  /// The device id of `side`.
  public func deviceID(_ side: Side) -> String { instances[side.rawValue].id }

  /// The first seven characters of `side`'s device id, as Syncthing names it in a
  /// conflict copy.
  public func shortID(_ side: Side) -> String { String(deviceID(side).prefix(7)) }

  /// The pid of `side`'s instance (the group's id).
  public func processID(_ side: Side) -> Int32 { instances[side.rawValue].process.id }

  /// Whether both instances see the other connected (asked over REST).
  public var isConnected: Bool {
    Side.allCases.allSatisfy { side in
      let instance = instances[side.rawValue]
      guard let response = request("GET", "/rest/system/connections", on: instance),
        response.status == 200,
        let connections = try? JSONDecoder().decode(Connections.self, from: Data(response.body))
      else { return false }
      return connections.connections[deviceID(side.other)]?.connected == true
    }
  }

  private struct Connections: Decodable {
    let connections: [String: Connection]
    struct Connection: Decodable { let connected: Bool }
  }

  /// Asks `side` to scan the folder now rather than when its watcher fires; returns when
  /// the scan is done. Whether it answered.
  @discardableResult
  public func scan(_ side: Side) -> Bool {
    request("POST", "/rest/db/scan?folder=\(folderID)", on: instances[side.rawValue])?.status
      == 200
  }

  /// Pauses the connection (A stops talking to B): changes on both sides then stay apart,
  /// which is how a test makes a conflict. Whether A answered.
  @discardableResult
  public func disconnect() -> Bool {
    request("POST", "/rest/system/pause?device=\(deviceID(.b))", on: instances[0])?.status
      == 200
  }

  /// Resumes the connection that ``disconnect()`` paused and waits until the two are
  /// connected again (at most `limit`; see ``waitUntilConnected(within:)``). Whether they
  /// are.
  @discardableResult
  public func reconnect(within limit: Duration = .seconds(30)) -> Bool {
    resume() && ((try? waitUntilConnected(within: limit)) ?? false)
  }

  private func resume() -> Bool {
    request("POST", "/rest/system/resume?device=\(deviceID(.b))", on: instances[0])?.status
      == 200
  }

  /// Whether both copies of the folder hold the same files with the same bytes (what
  /// Syncthing keeps in `.stfolder` aside): a test waits on it once both sides changed.
  public var foldersAgree: Bool {
    let files = ReplicaFiles.list(folder(.a)).filter { !$0.hasPrefix(".stfolder/") }
    return files == ReplicaFiles.list(folder(.b)).filter { !$0.hasPrefix(".stfolder/") }
      && files.allSatisfy {
        ReplicaFiles.read(folder(.a) + "/" + $0) == ReplicaFiles.read(folder(.b) + "/" + $0)
      }
  }

  /// Asks `ready` every 20 ms until it holds or `limit` has passed; whether it held.
  ///
  /// A real-clock wait, on purpose: it waits on two other processes and the files they
  /// write, which announce nothing a test could wait on instead.
  public func waitUntil(_ limit: Duration, _ ready: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while clock.now < end {
      if ready() { return true }
      usleep(20_000)
    }
    return ready()
  }

  /// The last `lines` lines of each instance's log, for a failure's message.
  public func logs(lines: Int = 15) -> String {
    instances.enumerated().map { index, instance in
      let text =
        (try? String(contentsOfFile: instance.home + "/syncthing.log", encoding: .utf8))
        ?? ""
      let tail = text.split(separator: "\n").suffix(lines).joined(separator: "\n")
      return "--- syncthing \(Side(rawValue: index)!) (pid \(instance.process.id)):\n\(tail)"
    }.joined(separator: "\n")
  }

  /// Stops both instances (SIGTERM to each process group, SIGKILL after 5 s) and removes
  /// the directory. Safe to call twice.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    stopInstances()
    try? FileManager.default.removeItem(atPath: directory)
  }

  private func stopInstances() {
    // Both are asked to end first, so their shutdowns overlap.
    for instance in instances { instance.process.terminate() }
    for instance in instances { instance.process.stop() }
    instances = []
  }

  deinit { stop() }
}
