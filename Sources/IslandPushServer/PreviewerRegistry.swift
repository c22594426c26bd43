import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The previewers running on this machine that take pushes, each a small file the previewer
/// writes and removes: how `island push` finds one, as `simctl push` finds a booted Simulator.
///
/// The folder is `$TERMISLAND_RUNTIME_DIR`, else `$XDG_RUNTIME_DIR/termisland`, else
/// `/tmp/termisland-<uid>`, readable by its owner only. A previewer that died without removing
/// its file is recognized by its process being gone, and its file removed.
public struct PreviewerRegistry: Sendable {
    /// What a running previewer publishes.
    public struct Entry: Codable, Equatable, Sendable {
        /// What `--to` names: the scenario's or the example's name.
        public var name: String
        public var pid: Int32
        public var port: UInt16
        public var activities: [Activity]
        public var pushToStart: [App]

        public struct Activity: Codable, Equatable, Sendable {
            public var id: String
            public var app: String
            public var token: String

            public init(id: String, app: String, token: String) {
                self.id = id
                self.app = app
                self.token = token
            }
        }

        public struct App: Codable, Equatable, Sendable {
            public var app: String
            public var token: String

            public init(app: String, token: String) {
                self.app = app
                self.token = token
            }
        }

        public init(name: String, pid: Int32, port: UInt16, addresses: PushAddressBook) {
            self.name = name
            self.pid = pid
            self.port = port
            var activities: [Activity] = [], apps: [App] = []
            for (token, address) in addresses.addresses {
                switch address {
                case .activity(let id, let app): activities.append(Activity(id: id, app: app, token: token))
                case .pushToStart(let app): apps.append(App(app: app, token: token))
                case .gone: break
                }
            }
            self.activities = activities.sorted { $0.id < $1.id }
            pushToStart = apps.sorted { $0.app < $1.app }
        }
    }

    public let directory: URL

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let given = environment["TERMISLAND_RUNTIME_DIR"], !given.isEmpty {
            directory = URL(fileURLWithPath: given)
        } else if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            directory = URL(fileURLWithPath: runtime).appendingPathComponent("termisland")
        } else {
            directory = URL(fileURLWithPath: "/tmp/termisland-\(getuid())")
        }
    }

    /// Writes (or rewrites) `entry`, whole: a reader never sees half of it.
    public func publish(_ entry: Entry) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(entry).write(to: file(for: entry.pid), options: .atomic)
    }

    /// Removes the entry of process `pid`.
    public func withdraw(pid: Int32) {
        try? FileManager.default.removeItem(at: file(for: pid))
    }

    /// The previewers running now, by name; files of processes that are gone are removed.
    public func entries() -> [Entry] {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        var found: [Entry] = []
        for file in files where file.pathExtension == "json" {
            guard let data = try? Data(contentsOf: file), data.count <= 1 << 20,
                  let entry = try? JSONDecoder().decode(Entry.self, from: data) else { continue }
            guard kill(entry.pid, 0) == 0 || errno == EPERM else {
                try? FileManager.default.removeItem(at: file)
                continue
            }
            found.append(entry)
        }
        return found.sorted { ($0.name, $0.pid) < ($1.name, $1.pid) }
    }

    private func file(for pid: Int32) -> URL { directory.appendingPathComponent("\(pid).json") }
}
