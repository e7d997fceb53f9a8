/// The `config.xml` that `syncthing generate` wrote, rewritten before the first `serve`
/// so that the instance contacts 127.0.0.1 only (PLATFORM.md, "Sync (Syncthing)").
///
/// The generated file is edited rather than replaced: an option a template left out would
/// take its default, and the defaults announce to the internet and broadcast to the LAN.
/// Every edit must find what it replaces, so a Syncthing whose file differs fails loudly
/// here instead of running with a default left on.
struct SyncthingConfiguration {
  /// This instance: its name, the port it listens on for its peer, its GUI / REST port and
  /// the API key the test uses.
  struct Instance {
    let name: String
    let listenPort: UInt16
    let guiPort: UInt16
    let apiKey: String
    /// How often it dials a peer it is not connected to.
    let reconnectSeconds: Int
  }

  /// The other instance, as this one dials it.
  struct Peer {
    let id: String
    let name: String
    let listenPort: UInt16
  }

  /// The shared folder on this side.
  struct Folder {
    let id: String
    let path: String
    let rescanSeconds: Int
  }

  /// An element or attribute the generated file did not have.
  struct Missing: Error, CustomStringConvertible {
    let what: String
    var description: String { "syncthing's generated config.xml has no \(what)" }
  }

  /// The options switched off or pointed at 127.0.0.1, besides the listen address.
  static let loopbackOptions: [(String, String)] = [
    ("globalAnnounceEnabled", "false"),
    ("localAnnounceEnabled", "false"),
    ("relaysEnabled", "false"),
    ("natEnabled", "false"),
    ("crashReportingEnabled", "false"),
    ("announceLANAddresses", "false"),
    ("startBrowser", "false"),
    ("restartOnWakeup", "false"),
    ("urAccepted", "-1"),
    ("autoUpgradeIntervalH", "0"),
    ("urURL", "https://127.0.0.1:9/"),
    ("releasesURL", "https://127.0.0.1:9/"),
    ("crashReportingURL", "https://127.0.0.1:9/"),
    ("globalAnnounceServer", "https://127.0.0.1:9/"),
    ("stunServer", "127.0.0.1:9"),
  ]

  /// The device id the generated file gives this instance (its first `<device id="…">`).
  static func ownID(in xml: String) throws -> String {
    guard let start = xml.range(of: "<device id=\""),
      let end = xml[start.upperBound...].firstIndex(of: "\"")
    else { throw Missing(what: "<device id=\"…\">") }
    return String(xml[start.upperBound..<end])
  }

  /// `xml` rewritten for `instance`, dialling `peer`, sharing `folder`.
  static func rewrite(
    _ xml: String, instance: Instance, peer: Peer, folder: Folder
  ) throws -> String {
    var xml = xml
    let ownID = try ownID(in: xml)
    let listen = "tcp://127.0.0.1:\(instance.listenPort)"
    let own = [
      ("listenAddress", listen), ("reconnectionIntervalS", String(instance.reconnectSeconds)),
    ]
    for (name, value) in own + loopbackOptions {
      try replaceElement(name, with: value, in: &xml)
    }
    try replace(
      "name=\"", upTo: "\"", with: instance.name, after: "<device id=\"\(ownID)\"", in: &xml)
    // This device's own address: never `dynamic`.
    try replace("<address>", upTo: "</address>", with: listen, after: "<device id=", in: &xml)
    try replace(
      "<address>", upTo: "</address>", with: "127.0.0.1:\(instance.guiPort)", after: "<gui ",
      in: &xml)
    try replace("<apikey>", upTo: "</apikey>", with: instance.apiKey, after: "<gui ", in: &xml)

    // The shared folder: the generated defaults for a folder (so nothing is left at a zero
    // value, such as maxConflicts, which would keep no conflict copy), with its id, path,
    // rescan interval, a watcher that waits 1 s, and both devices.
    guard let defaults = xml.range(of: "<defaults>"),
      let open = xml[defaults.upperBound...].range(of: "<folder "),
      let close = xml[open.upperBound...].range(of: "</folder>")
    else { throw Missing(what: "<defaults><folder>") }
    var shared = String(xml[open.lowerBound..<close.upperBound])
    for (attribute, value) in [
      ("id", folder.id), ("label", folder.id), ("path", folder.path),
      ("rescanIntervalS", String(folder.rescanSeconds)), ("fsWatcherEnabled", "true"),
      ("fsWatcherDelayS", "1"), ("type", "sendreceive"),
    ] {
      try replace(" \(attribute)=\"", upTo: "\"", with: value, after: "<folder", in: &shared)
    }
    guard let ownDevice = shared.range(of: "</device>") else {
      throw Missing(what: "<device> in the default folder")
    }
    shared.insert(
      contentsOf: "\n            <device id=\"\(peer.id)\" introducedBy=\"\"></device>",
      at: ownDevice.upperBound)

    let peerDevice = """
      <device id="\(peer.id)" name="\(peer.name)" compression="metadata" introducer="false" \
      skipIntroductionRemovals="false" introducedBy="">
              <address>tcp://127.0.0.1:\(peer.listenPort)</address>
              <paused>false</paused>
              <autoAcceptFolders>false</autoAcceptFolders>
          </device>
          \(shared)
          <gui 
      """
    guard let gui = xml.range(of: "<gui ") else { throw Missing(what: "<gui>") }
    xml.replaceSubrange(gui, with: peerDevice)
    return xml
  }

  /// Replaces the text of the first `<name>…</name>`.
  private static func replaceElement(_ name: String, with value: String, in xml: inout String)
    throws
  {
    try replace("<\(name)>", upTo: "</\(name)>", with: value, after: "<options>", in: &xml)
  }

  /// Replaces what lies between the first `open` after the first `anchor` and the `close`
  /// that follows it.
  private static func replace(
    _ open: String, upTo close: String, with value: String, after anchor: String,
    in text: inout String
  ) throws {
    guard let anchored = text.range(of: anchor),
      let start = text[anchored.lowerBound...].range(of: open),
      let end = text[start.upperBound...].range(of: close)
    else { throw Missing(what: "\(open)…\(close) after \(anchor)") }
    text.replaceSubrange(start.upperBound..<end.lowerBound, with: value)
  }
}
