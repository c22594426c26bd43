import Foundation
import IslandRegistry
import Synchronization

/// What a widget library's previews did when they last ran apart (`PreviewIsolation`), kept
/// beside the library: for each command line that ran every preview apart without a failure,
/// a line. The same library (its name is a hash of everything it is made from) and the same
/// command line run the same code, so the next run evaluates the previews in this process, as
/// `TERMISLAND_PREVIEWS_TOGETHER` does, and saves the child process (about two thirds of a run
/// with nothing changed).
///
/// The line is taken away before the previews run and written again when the program ends
/// normally (`atexit`), so a preview that crashes anyway (code that depends on the clock or on a
/// file) costs this one run its named failure, and the next run runs apart again.
enum PreviewsThatRanApart {
    /// The record's file beside the library loaded last, if one is.
    static var file: String? { WidgetRegistry.loadedLibrary.withLock { $0 }.map { $0 + ".ran-apart" } }

    /// This run's line: the working directory, the words and how many previews there are.
    static func line(unitCount: Int, arguments: [String] = CommandLine.arguments) -> String {
        ([FileManager.default.currentDirectoryPath] + arguments.dropFirst() + ["\(unitCount) units"])
            .map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\u{1F}")
    }

    static func lines(in file: String) -> [String] {
        ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Whether `line` ran apart without a failure with this library; if so, the line is taken
    /// away until this program ends normally.
    static func takeIfRecorded(_ line: String) -> Bool {
        guard let file, lines(in: file).contains(line) else { return false }
        write(lines(in: file).filter { $0 != line }, to: file)
        whenEnded(record: line)
        return true
    }

    /// Records `line` when this program ends normally.
    static func whenEnded(record line: String) {
        guard let file else { return }
        pending.withLock { $0 = (file, line) }
        if !registered.exchange(true, ordering: .relaxed) {
            atexit {
                guard let (file, line) = PreviewsThatRanApart.pending.withLock({ $0 }) else { return }
                let kept = PreviewsThatRanApart.lines(in: file).filter { $0 != line }
                // A handful of command lines; more than that are old ones, left out.
                PreviewsThatRanApart.write(Array(kept.suffix(31)) + [line], to: file)
            }
        }
    }

    static func write(_ lines: [String], to file: String) {
        try? Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    private static let pending = Mutex<(file: String, line: String)?>(nil)
    private static let registered = Atomic<Bool>(false)
}
