import Testing

@testable import CadenceSound

/// Whether a server can be reached is told before libpulse is loaded: a socket path that is
/// no socket, or no server named and none in the runtime directory, costs nothing.
@Suite struct PulseReachTests {
  @Test func serversAreReadAsLibpulseListsThem() {
    #expect(
      PulseReach.servers(named: "{abc}unix:/run/a/native /run/b tcp:host:4713 host")
        == ["/run/a/native", "/run/b", nil, nil])
  }

  /// The desktop's tests name `unix:/nonexistent`: that server is known gone at once, so no
  /// practice waits for a cue on its first instant.
  @Test func aSocketPathThatIsNoSocketIsNoServer() {
    #expect(
      PulseReach.problem(in: ["PULSE_SERVER": "unix:/nonexistent/native"])
        == .noServer("no server socket"))
    #expect(PulseReach.problem(in: ["PULSE_SERVER": "/tmp"]) == .noServer("no server socket"))
  }

  @Test func aServerOverTheNetworkMayAnswer() {
    #expect(PulseReach.problem(in: ["PULSE_SERVER": "unix:/nonexistent tcp:host"]) == nil)
  }

  @Test func noServerNamedAndNoneInTheRuntimeDirectoryIsNoServer() {
    #expect(
      PulseReach.problem(in: ["XDG_RUNTIME_DIR": "/nonexistent/runtime"])
        == .noServer("no server socket"))
  }

  @Test(arguments: ["/dev/zero", "/dev/urandom", "/tmp", "/nonexistent/client.conf"])
  func aClientConfigurationThatIsNoSmallFileIsRefused(_ path: String) {
    #expect(
      PulseReach.problem(in: ["PULSE_CLIENTCONFIG": path, "PULSE_SERVER": "tcp:host"])
        == .badConfiguration(path))
  }
}
