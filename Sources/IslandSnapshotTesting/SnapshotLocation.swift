import Foundation

/// Where a snapshot file lives: beside the test file that asserts it.
///
///     Tests/IslandTests/
///       CompactTests.swift                      ← #filePath
///       __Snapshots__/
///         CompactTests/                         ← the test file's name without .swift
///           compactTimerKeepsTheCameraClear.compact.txt
///           ╰──────── test name ──────────╯ ╰name╯
///
/// The test name is `#function` up to its parameter list; both parts keep letters, digits,
/// `-`, `_` and `.`, and every other run of characters becomes one `_`, so a name can never
/// reach outside the directory or trip a file system.
struct SnapshotLocation: Hashable, Sendable {
    /// The `__Snapshots__/<test file>` directory.
    var directory: URL
    /// `<test name>.<name>.txt`.
    var fileName: String

    /// The file's URL.
    var url: URL { directory.appendingPathComponent(fileName, isDirectory: false) }

    /// The absolute path shown in messages.
    var path: String { url.path }

    /// The location for the snapshot `name` of the test `function` in the file at `filePath`,
    /// or in `directory` when one is given (tests point it at a temporary directory).
    init(filePath: String, function: String, name: String, directory: URL? = nil) {
        self.directory = directory ?? Self.directory(forTestFile: filePath)
        let parts = [Self.testName(function: function), Self.sanitized(name)].filter { !$0.isEmpty }
        self.fileName = parts.joined(separator: ".") + ".txt"
    }

    /// `__Snapshots__/<file name without .swift>` beside the test file.
    static func directory(forTestFile filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath, isDirectory: false)
        let testFileName = file.deletingPathExtension().lastPathComponent
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFileName, isDirectory: true)
    }

    /// The test's name from `#function`: `compactTimer()` and `displayWidth(_:_:)` become
    /// `compactTimer` and `displayWidth`; a raw identifier's backticks and spaces are tamed.
    static func testName(function: String) -> String {
        let name = function.firstIndex(of: "(").map { function[..<$0] } ?? Substring(function)
        return sanitized(String(name))
    }

    /// `text` with every run of characters other than letters, digits, `-`, `_` and `.`
    /// replaced by one `_`, and without leading or trailing `_` or `.` (no hidden files, no
    /// `..`).
    static func sanitized(_ text: String) -> String {
        var result = ""
        var isInRun = false
        for character in text {
            if character.isLetter || character.isNumber || "-_.".contains(character) {
                result.append(character)
                isInRun = false
            } else if !isInRun {
                result.append("_")
                isInRun = true
            }
        }
        let trimmed = result.drop { $0 == "_" || $0 == "." }
        return String(trimmed.reversed().drop { $0 == "_" || $0 == "." }.reversed())
    }
}
