import CGtk
import Foundation

/// The accessibility tree a screen reader reads: another process's widgets as the AT-SPI
/// registry serves them on the accessibility bus (at-spi2-core), walked over D-Bus with
/// GIO, as Orca walks them. Not GTK's own tree in-process: GTK 4.8 has no getter for an
/// accessible's name or children (`gtk_accessible_get_*` came in 4.10), and a name GTK
/// computes (or fails to) is only seen from outside.
struct AtspiTree {
  /// One accessible: its role as AT-SPI names it, its name, whether it is showing, and
  /// its children.
  struct Node {
    var role: String
    var name: String
    var showing: Bool
    var children: [Node]
  }

  /// Why the tree cannot be read here (the test skips with it).
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  private let connection: OpaquePointer

  /// The accessibility bus of the session bus this process is on; `Unavailable` (with
  /// why) when there is no session bus or no `org.a11y.Bus` on it.
  init() throws(Unavailable) {
    var error: UnsafeMutablePointer<GError>?
    guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
      throw Unavailable(description: "no session bus: " + Self.take(error))
    }
    defer { g_object_unref(UnsafeMutableRawPointer(session)) }
    let reply = try Self.call(
      session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, "(s)")
    defer { g_variant_unref(reply) }
    let address = Self.string(reply, 0)
    let flags = GDBusConnectionFlags(
      rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    guard
      let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
    else {
      throw Unavailable(description: "the accessibility bus did not answer: " + Self.take(error))
    }
    self.connection = connection
  }

  /// The tree of the application process `pid` registered, once it has a window showing,
  /// waiting up to `limit` seconds.
  func application(pid: Int32, limit: Double = 60) throws(Unavailable) -> Node {
    let end = Date().addingTimeInterval(limit)
    var last = "nothing registered"
    while Date() < end {
      do {
        for (bus, path) in try children(bus: "org.a11y.atspi.Registry", path: Self.rootPath)
        where (try? processID(of: bus)) == pid {
          let tree = try node(bus: bus, path: path)
          if !tree.children.isEmpty { return tree }
          last = "an application with no window"
        }
      } catch {
        last = error.description
      }
      Thread.sleep(forTimeInterval: 0.2)
    }
    throw Unavailable(description: "process \(pid) showed no window in \(limit) s (\(last))")
  }

  static let rootPath = "/org/a11y/atspi/accessible/root"

  private func node(bus: String, path: String) throws(Unavailable) -> Node {
    let role = try Self.call(
      connection, bus, path, "org.a11y.atspi.Accessible", "GetRoleName", nil, "(s)")
    defer { g_variant_unref(role) }
    let states = try Self.call(
      connection, bus, path, "org.a11y.atspi.Accessible", "GetState", nil, "(au)")
    defer { g_variant_unref(states) }
    let bits = Self.child(states, 0)
    defer { g_variant_unref(bits) }
    let low = g_variant_n_children(bits) > 0 ? Self.uint32(bits, 0) : 0
    // ATSPI_STATE_SHOWING is bit 25 of the first word.
    let showing = low & (1 << 25) != 0
    var kids: [Node] = []
    for (childBus, childPath) in try children(bus: bus, path: path) {
      // A child gone since its parent listed it (a popover's, a page being rebuilt) is
      // not in the tree any more.
      if let child = try? node(bus: childBus, path: childPath) { kids.append(child) }
    }
    return Node(
      role: Self.string(role, 0), name: try name(bus: bus, path: path), showing: showing,
      children: kids)
  }

  private func name(bus: String, path: String) throws(Unavailable) -> String {
    var parameters: [OpaquePointer?] = [
      g_variant_new_string("org.a11y.atspi.Accessible"), g_variant_new_string("Name"),
    ]
    let tuple = g_variant_new_tuple(&parameters, 2)
    let reply = try Self.call(
      connection, bus, path, "org.freedesktop.DBus.Properties", "Get", tuple, "(v)")
    defer { g_variant_unref(reply) }
    let boxed = Self.child(reply, 0)
    defer { g_variant_unref(boxed) }
    guard let value = g_variant_get_variant(boxed) else { return "" }
    defer { g_variant_unref(value) }
    return String(cString: g_variant_get_string(value, nil))
  }

  private func children(bus: String, path: String) throws(Unavailable) -> [(String, String)] {
    let reply = try Self.call(
      connection, bus, path, "org.a11y.atspi.Accessible", "GetChildren", nil, "(a(so))")
    defer { g_variant_unref(reply) }
    let list = Self.child(reply, 0)
    defer { g_variant_unref(list) }
    return (0..<Int(g_variant_n_children(list))).map { index in
      let pair = Self.child(list, index)
      defer { g_variant_unref(pair) }
      return (Self.string(pair, 0), Self.string(pair, 1))
    }
  }

  private func processID(of bus: String) throws(Unavailable) -> Int32 {
    var parameters: [OpaquePointer?] = [g_variant_new_string(bus)]
    let reply = try Self.call(
      connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
      "GetConnectionUnixProcessID", g_variant_new_tuple(&parameters, 1), "(u)")
    defer { g_variant_unref(reply) }
    return Int32(bitPattern: Self.uint32(reply, 0))
  }

  private static func call(
    _ connection: OpaquePointer, _ bus: String, _ path: String, _ interface: String,
    _ method: String, _ parameters: OpaquePointer?, _ type: String
  ) throws(Unavailable) -> OpaquePointer {
    var error: UnsafeMutablePointer<GError>?
    let replyType = g_variant_type_new(type)
    defer { g_variant_type_free(replyType) }
    guard
      let reply = g_dbus_connection_call_sync(
        connection, bus, path, interface, method, parameters, replyType,
        G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error)
    else { throw Unavailable(description: "\(interface).\(method) on \(path): " + take(error)) }
    return reply
  }

  /// Child `index` of a container GVariant whose type has it (the reply types above).
  private static func child(_ container: OpaquePointer, _ index: Int) -> OpaquePointer {
    guard let child = g_variant_get_child_value(container, gsize(index)) else {
      preconditionFailure("no child \(index) in a D-Bus reply of its declared type")
    }
    return child
  }

  private static func string(_ tuple: OpaquePointer, _ index: Int) -> String {
    let child = child(tuple, index)
    defer { g_variant_unref(child) }
    return String(cString: g_variant_get_string(child, nil))
  }

  private static func uint32(_ container: OpaquePointer, _ index: Int) -> UInt32 {
    let child = child(container, index)
    defer { g_variant_unref(child) }
    return g_variant_get_uint32(child)
  }

  private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return String(cString: error.pointee.message)
  }
}

extension AtspiTree.Node {
  /// The tree as indented lines: `role "name"`, children under their parent; only what
  /// shows unless `all`.
  func dump(indent: String = "", all: Bool = false) -> [String] {
    // An application is never showing itself; its windows are.
    guard all || showing || role == "application" else { return [] }
    return [indent + role + (name.isEmpty ? "" : " \"\(name)\"")]
      + children.flatMap { $0.dump(indent: indent + "  ", all: all) }
  }
}
