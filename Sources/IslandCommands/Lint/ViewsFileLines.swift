import IslandCommandLine
import TermIsland

/// Where each part of a file of described views is written: the line of its key
/// (`"lockScreen": …`), so a finding points at what to change.
struct ViewsFileLines {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line declaring `part`, or of what stands in for it (a missing `minimal` is the
    /// compact leading view; a missing `expanded` shows the Lock Screen view), else 1.
    func line(of part: LintPart) -> Int {
        let keys: [String]
        switch part {
        case .compactLeading: keys = ["compactLeading"]
        case .compactTrailing: keys = ["compactTrailing"]
        case .minimal: keys = ["minimal", "compactLeading", "compactTrailing"]
        case .expanded: keys = ["expanded", "lockScreen"]
        case .lockScreen: keys = ["lockScreen"]
        case .smallFamily: keys = ["compactLeading", "compactTrailing"]
        case .state: keys = ["preview"]
        case .source: keys = []
        }
        for key in keys {
            if let line = line(ofKey: key) { return line }
        }
        return 1
    }

    /// The first line where `"key"` is followed by a colon: a member of that name.
    func line(ofKey key: String) -> Int? {
        let quoted = "\"\(key)\""
        for (index, line) in lines.enumerated() {
            var rest = line[...]
            while let range = rest.range(of: quoted) {
                if rest[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" }).first == ":" { return index + 1 }
                rest = rest[range.upperBound...]
            }
        }
        return nil
    }
}
