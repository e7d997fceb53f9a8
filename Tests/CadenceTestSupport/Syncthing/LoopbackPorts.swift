#if canImport(Glibc)
  import Glibc
#endif

/// TCP ports on 127.0.0.1 that nothing listened on a moment ago.
enum LoopbackPorts {
  /// `count` distinct ports the kernel hands out for `bind` to port 0: all the sockets are
  /// held open until every port is chosen, so no two are the same, and closed before the
  /// ports are returned. Another process may still take one before Syncthing binds it:
  /// ``SyncthingPair`` checks each instance's listeners and starts again on other ports.
  static func free(_ count: Int) -> [UInt16]? {
    var descriptors: [Int32] = []
    defer { descriptors.forEach { close($0) } }
    var ports: [UInt16] = []
    for _ in 0..<count {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard descriptor >= 0 else { return nil }
      descriptors.append(descriptor)
      var address = LoopbackHTTP.loopback(port: 0)
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0 else { return nil }
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let named = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          getsockname(descriptor, $0, &length)
        }
      }
      guard named == 0 else { return nil }
      ports.append(UInt16(bigEndian: address.sin_port))
    }
    return ports
  }
}
