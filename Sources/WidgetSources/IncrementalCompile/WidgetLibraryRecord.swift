import Foundation

/// What the objects beside a widget library were compiled from, written after each build: the
/// build's settings (`key`: the compiler's arguments and the tools), each file's text and what it
/// provides the others (its `.swiftdeps` file's `providedInterface`), and the driver's jobs. The
/// next build compiles directly only when the settings and the set of files are the same.
package struct WidgetLibraryRecord: Codable, Equatable, Sendable {
    package struct File: Codable, Equatable, Sendable {
        /// A hash of the text the object was compiled from.
        package var text: String
        /// What the file provides the others, as the compiler wrote it.
        package var interface: String
    }

    package var key: String
    package var files: [String: File]
    package var jobs: DriverJobs

    package static let fileName = "direct-compile.json"

    package static func read(from url: URL) -> Self? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(Self.self, from: data)
    }

    package func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
