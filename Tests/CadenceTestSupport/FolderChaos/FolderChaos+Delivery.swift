extension FolderChaos {
  // MARK: - What a device changed

  /// Looks at `device`'s replica after it ran: each file it created or changed is a new
  /// version, sent to the other devices; each it removed, a removal.
  ///
  /// - Throws: ``Failure`` when it changed or removed a file it does not write.
  func look(at device: Int) throws {
    let root = replica(device)
    let files = ReplicaFiles.list(root)
    var present = Array(repeating: false, count: paths.count)
    var seenJunk: Set<String> = []
    for name in files {
      let full = root + "/" + name
      guard let stamp = ReplicaFiles.stamp(full) else { continue }
      if let left = junk[device][name] {
        seenJunk.insert(name)
        if left == stamp { continue }
        throw Failure("device \(device) changed \(name), which the engine left there")
      }
      let path = pathIndex[name]
      if let path {
        if path < present.count { present[path] = true }
        if let now = held[device][path], !now.evicted, now.stamp == stamp { continue }
      }
      let content = ReplicaFiles.read(full)
      if let path, let now = held[device][path], !now.evicted,
        let bytes = versions[now.version].content, now.length == content.count,
        bytes[..<now.length].elementsEqual(content)
      {
        held[device][path]!.stamp = stamp  // rewritten with the same bytes, or touched
        continue
      }
      if let path, owners[path] != device { throw trespass(device, on: path, "changed") }
      let index = path ?? addPath(name, owner: device)
      let version = addVersion(path: index, parent: held[device][index]?.version, content: content)
      held[device][index] = Held(version: version, length: content.count, stamp: stamp)
      note(.wrote(device: device, path: name, bytes: content.count))
      tally.writes += 1
      send(version, from: device)
    }
    for name in junk[device].keys.sorted() where !seenJunk.contains(name) {
      throw Failure("device \(device) removed \(name), which the engine left there")
    }
    for path in present.indices where !present[path] {
      guard let now = held[device][path], !now.evicted, versions[now.version].content != nil
      else { continue }
      if owners[path] != device { throw trespass(device, on: path, "removed") }
      let version = addVersion(path: path, parent: now.version, content: nil)
      held[device][path] = Held(version: version, length: 0, stamp: nil)
      note(.removed(device: device, path: paths[path]))
      send(version, from: device)
    }
  }

  private func trespass(_ device: Int, on path: Int, _ verb: String) -> Failure {
    let owner = owners[path]
    return Failure(
      "device \(device) \(verb) \(paths[path]), which "
        + (owner < 0 ? "the engine made" : "device \(owner) writes"))
  }

  func addPath(_ name: String, owner: Int) -> Int {
    let index = paths.count
    paths.append(name)
    pathIndex[name] = index
    owners.append(owner)
    pathVersions.append([])
    for device in 0..<deviceCount { held[device].append(nil) }
    return index
  }

  func addVersion(path: Int, parent: Int?, content: [UInt8]?) -> Int {
    let id = versions.count
    versions.append(Version(path: path, parent: parent, content: content, time: time.elapsed))
    pathVersions[path].append(id)
    return id
  }

  // MARK: - Delivering

  /// Delivers `version` to `device` as an engine does: a newer version replaces the copy,
  /// an older one is dropped, a concurrent one is decided by the later change with the
  /// loser kept as a conflict copy. `faulty`: the engine may also break the transfer off,
  /// cut it short, deliver it again or keep a spurious conflict copy.
  func deliver(_ version: Int, to device: Int, from sender: Int, faulty: Bool) throws {
    let path = versions[version].path
    let faults = faulty ? configuration.faults : []
    if faults.contains(.temporaryFiles), let bytes = versions[version].content, bytes.count > 1,
      random.percent(4)
    {
      // A transfer broken off: part of the file in Syncthing's temporary name, the copy as
      // it was; the engine tries again later.
      let name = ChaosNames.syncthingTemporary(paths[path])
      let full = replica(device) + "/" + name
      try ReplicaFiles.makeParents(of: name, under: replica(device))
      try ReplicaFiles.create(Array(bytes[..<random.within(1...bytes.count - 1)]), at: full)
      junk[device][name] = ReplicaFiles.stamp(full)
      note(.temporaryLeft(name: name, at: device))
      tally.temporaryFiles += 1
      requeue(version, from: sender, to: device)
      return
    }
    if held[device][path]?.evicted == true { try download(path, at: device) }
    if let now = held[device][path] {
      let full = versions[version].content?.count ?? 0
      if now.version == version {
        if now.length < full {
          try apply(version, at: device, cut: false)
        } else if faulty {
          try apply(version, at: device, cut: false)
          note(.duplicated(path: paths[path], to: device))
          tally.duplicates += 1
        }
        return
      }
      if isAncestor(version, of: now.version) {
        note(.stale(path: paths[path], to: device))
        tally.staleDropped += 1
        return
      }
      let current = versions[now.version].content.map { Array($0[..<now.length]) }
      if !isAncestor(now.version, of: version) {
        // Changed on two devices: the later change wins, the other is kept beside it.
        if isLater(now.version, than: version) {
          if let bytes = versions[version].content {
            try keepConflictCopy(of: path, bytes, at: device)
          }
          return
        }
        if let current, !current.isEmpty { try keepConflictCopy(of: path, current, at: device) }
      } else if faults.contains(.conflictCopies), let current, !current.isEmpty,
        random.percent(6)
      {
        // An engine that took the local copy for a change of its own.
        try keepConflictCopy(of: path, current, at: device)
      }
    }
    let cut =
      faults.contains(.truncation) && owners[path] != device
      && (versions[version].content?.count ?? 0) > 1 && random.percent(12)
    try apply(version, at: device, cut: cut)
    if cut { requeue(version, from: sender, to: device) }
    if faults.contains(.duplicates), random.percent(8) {
      requeue(version, from: sender, to: device)
    }
    if faulty, deviceCount > 2, random.percent(15) {
      // Passed on by the device that received it, as a mesh of engines does: another route,
      // another order.
      var next = random.below(deviceCount - 1)
      if next >= device { next += 1 }
      pending.append(
        Message(
          kind: .deliver, version: version, from: device, to: next, due: time.elapsed + delay()))
    }
  }

  /// Queues `version` for `device` again, later.
  func requeue(_ version: Int, from sender: Int, to device: Int) {
    pending.append(
      Message(
        kind: .deliver, version: version, from: sender, to: device,
        due: time.elapsed + 1 + delay()))
  }

  /// Writes `version` into `device`'s replica: renamed over the copy (a new inode) or
  /// written into it (an append when the copy is its start), whole or `cut` mid-line.
  func apply(_ version: Int, at device: Int, cut: Bool) throws {
    let path = versions[version].path
    let name = paths[path]
    let full = replica(device) + "/" + name
    guard let bytes = versions[version].content else {
      ReplicaFiles.remove(full)
      held[device][path] = Held(version: version, length: 0, stamp: nil)
      note(.delivered(path: name, bytes: 0, total: 0, to: device, inPlace: true))
      tally.deliveries += 1
      return
    }
    var length = bytes.count
    if cut {
      length = random.within(1...bytes.count - 1)
      // Mid-line: a cut that falls just after a line feed moves one byte on.
      if bytes[length - 1] == 10, length < bytes.count - 1 { length += 1 }
      tally.truncations += 1
    }
    let target = Array(bytes[..<length])
    try ReplicaFiles.makeParents(of: name, under: replica(device))
    let inPlace = random.percent(50)
    if inPlace {
      var kept = 0
      if let now = held[device][path], !now.evicted, let old = versions[now.version].content {
        let limit = min(now.length, length)
        while kept < limit, old[kept] == bytes[kept] { kept += 1 }
      }
      try ReplicaFiles.update(full, to: target, keeping: kept)
    } else {
      let temporary = ChaosNames.syncthingTemporary(name)
      try ReplicaFiles.replace(full, with: target, through: replica(device) + "/" + temporary)
      junk[device][temporary] = nil
    }
    held[device][path] = Held(version: version, length: length, stamp: ReplicaFiles.stamp(full))
    note(.delivered(path: name, bytes: length, total: bytes.count, to: device, inPlace: inPlace))
    tally.deliveries += 1
  }

  /// Keeps `bytes`, the version of `path` that lost, as a conflict copy in `device`'s
  /// replica, named in one engine's style; the copy is synced like any file.
  func keepConflictCopy(of path: Int, _ bytes: [UInt8], at device: Int) throws {
    let style = random.below(3)
    let wall = time.milliseconds(device)
    var number = 0
    var name: String
    while true {
      name = ChaosNames.conflictCopy(
        paths[path], style: style, wall: wall, shortID: shortID(device), device: device,
        number: number)
      guard let existing = pathIndex[name] else { break }
      if let last = pathVersions[existing].last, versions[last].content == bytes {
        if held[device][existing]?.version != last { try apply(last, at: device, cut: false) }
        return
      }
      number += 1  // the same name for other bytes
    }
    let copy = addPath(name, owner: -1)
    let version = addVersion(path: copy, parent: nil, content: bytes)
    try apply(version, at: device, cut: false)
    note(.conflictCopy(name: name, at: device))
    tally.conflictCopies += 1
    send(version, from: device)
  }

  /// Replaces iCloud's placeholder with the file it stands for.
  func download(_ path: Int, at device: Int) throws {
    guard let now = held[device][path], now.evicted else { return }
    let placeholder = ChaosNames.iCloudPlaceholder(paths[path])
    ReplicaFiles.remove(replica(device) + "/" + placeholder)
    junk[device][placeholder] = nil
    held[device][path]!.evicted = false
    held[device][path]!.length = 0
    try apply(now.version, at: device, cut: false)
    note(.downloaded(path: paths[path], at: device))
  }
}
