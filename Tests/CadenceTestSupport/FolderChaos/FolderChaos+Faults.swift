extension FolderChaos {
  /// One of the faults the configuration allows and the folder's state makes possible.
  func fault() throws {
    let faults = configuration.faults
    var possible: [() throws -> Void] = []
    let online = (0..<deviceCount).filter(isOnline)
    if faults.contains(.offline), online.count > 0 {
      possible.append { [self] in
        let device = random.pick(online)
        let span =
          random.percent(50)
          ? random.within(7_200_000...Self.day) : random.within(Self.day...(5 * Self.day))
        offlineUntil[device] = time.elapsed + span
        note(.offline(device: device, until: offlineUntil[device]))
        tally.offlineSpells += 1
      }
    }
    if faults.contains(.clockJumps) {
      possible.append { [self] in
        let device = random.below(deviceCount)
        let skew = random.percent(50) ? 0 : random.within(-Self.day...Self.day)
        time.setSkew(device, skew)
        note(.clockJump(device: device, skew: skew))
        tally.clockJumps += 1
      }
    }
    // Copies that another device writes: evicted, or put back to an older version.
    let readers = copies { device, path, now in owners[path] >= 0 && owners[path] != device }
    if faults.contains(.placeholders), !readers.isEmpty {
      possible.append { [self] in
        let (device, path) = random.pick(readers)
        try evict(path, at: device)
      }
    }
    let older = readers.filter { hasOlderContent($0.device, $0.path) }
    if faults.contains(.olderVersions), !older.isEmpty {
      possible.append { [self] in
        let (device, path) = random.pick(older)
        let now = held[device][path]!
        let version = random.pick(olderContents(of: now.version))
        try apply(version, at: device, cut: false)
        note(.olderVersion(path: paths[path], at: device, bytes: versions[version].content!.count))
        tally.olderVersions += 1
        // The engine brings the newer one again later.
        requeue(now.version, from: device, to: device)
      }
    }
    let restorable = copies { device, path, _ in self.hasOlderContent(device, path) }
    if faults.contains(.backupRestores), !restorable.isEmpty {
      possible.append { [self] in
        let (device, path) = random.pick(restorable)
        let now = held[device][path]!
        let old = random.pick(olderContents(of: now.version))
        let bytes = versions[old].content!
        let version = addVersion(path: path, parent: now.version, content: bytes)
        try apply(version, at: device, cut: false)
        note(.restored(path: paths[path], at: device, bytes: bytes.count))
        tally.backupRestores += 1
        send(version, from: device)
      }
    }
    let logs = copies { _, path, _ in owners[path] >= 0 }
    if faults.contains(.editorBackups), !logs.isEmpty {
      possible.append { [self] in
        let (device, path) = random.pick(logs)
        let now = held[device][path]!
        let bytes = Array(versions[now.version].content![..<now.length])
        let name = ChaosNames.editorBackup(paths[path], vim: random.percent(50))
        let backup = pathIndex[name] ?? addPath(name, owner: -1)
        let version = addVersion(
          path: backup, parent: held[device][backup]?.version, content: bytes)
        try apply(version, at: device, cut: false)
        note(.editorBackup(name: name, at: device))
        tally.editorBackups += 1
        send(version, from: device)
      }
    }
    guard !possible.isEmpty else { return }
    try random.pick(possible)()
  }

  /// The copies on disk (not evicted, not removed) for which `include` holds, in a fixed
  /// order.
  private func copies(_ include: (Int, Int, Held) -> Bool) -> [(device: Int, path: Int)] {
    var found: [(device: Int, path: Int)] = []
    for device in 0..<deviceCount {
      for path in paths.indices {
        guard let now = held[device][path], !now.evicted, versions[now.version].content != nil,
          include(device, path, now)
        else { continue }
        found.append((device, path))
      }
    }
    return found
  }

  /// The versions `version` was written over that held bytes other than its own.
  private func olderContents(of version: Int) -> [Int] {
    var found: [Int] = []
    var current = versions[version].parent
    while let id = current {
      if let bytes = versions[id].content, bytes != versions[version].content {
        found.append(id)
      }
      current = versions[id].parent
    }
    return found
  }

  private func hasOlderContent(_ device: Int, _ path: Int) -> Bool {
    guard let now = held[device][path] else { return false }
    return !olderContents(of: now.version).isEmpty
  }

  /// Evicts `device`'s copy to iCloud's placeholder; it is downloaded again later.
  private func evict(_ path: Int, at device: Int) throws {
    let name = paths[path]
    let placeholder = ChaosNames.iCloudPlaceholder(name)
    let full = replica(device) + "/" + placeholder
    ReplicaFiles.remove(replica(device) + "/" + name)
    // What iCloud writes is a binary property list naming the file and its size.
    try ReplicaFiles.create(
      Array("bplist00\u{D1}\u{01}\u{02}_\u{10}\u{0F}NSURLFileSizeKey".utf8), at: full)
    junk[device][placeholder] = ReplicaFiles.stamp(full)
    held[device][path]!.evicted = true
    note(.evicted(path: name, at: device))
    tally.placeholders += 1
    pending.append(
      Message(
        kind: .download, version: held[device][path]!.version, from: device, to: device,
        due: time.elapsed + random.within(600_000...(2 * Self.day))))
  }
}
