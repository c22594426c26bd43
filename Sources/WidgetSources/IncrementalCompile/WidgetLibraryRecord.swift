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
    /// Empty while a compile that may overwrite objects runs (`invalidated`): a compile that
    /// stops half-way leaves objects the record cannot vouch for, so the next build is the
    /// driver's, which goes by the files' times.
    package var files: [String: File]
    /// The files the jobs were printed for (the link names each one's object).
    package var inputs: [String]
    package var jobs: DriverJobs

    package static let fileName = "direct-compile.json"

    /// The record with no file vouched for, its jobs kept.
    package var invalidated: Self {
        var record = self
        record.files = [:]
        return record
    }

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
