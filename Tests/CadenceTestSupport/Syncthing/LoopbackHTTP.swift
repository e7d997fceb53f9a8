import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One HTTP/1.0 request to a server on 127.0.0.1, over a plain socket: Syncthing's REST API
/// for the tests, which must contact nothing but the loopback address.
///
/// Not `URLSession`: FoundationNetworking (libcurl) is not linked into the test support,
/// and a request that names no host other than 127.0.0.1 cannot reach anything else.
enum LoopbackHTTP {
  /// A response: the status code and the body's bytes.
  struct Response {
    let status: Int
    let body: [UInt8]
  }

  /// Sends `method path` with `headers` to `127.0.0.1:port` and reads the answer to its
  /// end (HTTP/1.0: the server closes). `nil` when nothing answers within `timeout`.
  static func request(
    _ method: String, _ path: String, port: UInt16, headers: [String: String] = [:],
    timeout: Duration = .seconds(5)
  ) -> Response? {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    let seconds = timeout.components.seconds
    var limit = timeval(tv_sec: Int(seconds), tv_usec: 0)
    for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
      setsockopt(
        descriptor, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
    }
    var address = loopback(port: port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    var head = "\(method) \(path) HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    let request = Array(head.utf8)
    var sent = 0
    while sent < request.count {
      let count = request[sent...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      sent += count
    }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      answer += buffer[..<count]
    }
    return parse(answer)
  }

  /// `127.0.0.1:port` as a socket address.
  static func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
  }

  /// The status line's code and what follows the blank line.
  private static func parse(_ answer: [UInt8]) -> Response? {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard
      let end = answer.indices.first(where: { answer[$0...].starts(with: separator) })
    else { return nil }
    let statusLine = String(decoding: answer[..<end], as: UTF8.self).prefix { $0 != "\r" }
    let fields = statusLine.split(separator: " ")
    guard fields.count >= 2, let status = Int(fields[1]) else { return nil }
    return Response(status: status, body: Array(answer[(end + 4)...]))
  }
}
