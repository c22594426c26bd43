import TerminalCanvas

/// What a terminal was measured to draw the graphemes terminals disagree about as, and the
/// widths to lay out with (see `CursesBackend.measureGraphemeWidths(timeout:)`).
public struct GraphemeWidthMeasurement: Equatable, Sendable {
    /// The columns the terminal moved the cursor by for each kind's sample, as it reported
    /// them: 1 or 2, or another number for a terminal that draws a ZWJ sequence's emoji apart
    /// (xterm: 👨‍👩‍👧 6). Empty when it did not answer.
    public var drawn: [GraphemeWidths.Kind: Int]
    /// Each kind as drawn when that is 1 or 2; Unicode's 2 for a kind drawn otherwise, and
    /// for every kind when the terminal did not answer or its answers made no sense.
    public var widths: GraphemeWidths
    /// Why nothing was measured, or nil.
    public var problem: Problem?

    /// Why a terminal's widths were not measured.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// No cursor report came within the time waited.
        case noAnswer(waited: Duration)
        /// Some cursor reports came, not one for each sample.
        case answers(Int, expected: Int)
        /// A report from another row than the samples': not the probe's.
        case answerFromRow(Int)
        /// The control sample 实 was not drawn two columns wide (a terminal that is not UTF-8,
        /// say), so no report is believed.
        case controlDrawn(columns: Int)
        /// The backend had already ended.
        case screenClosed

        /// "no answer in 200 ms", "3 of 5 answers", "实 drawn 3 wide".
        public var description: String {
            switch self {
            case .noAnswer(let waited):
                let (seconds, attoseconds) = waited.components
                return "no answer in \(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
            case .answers(let count, let expected): return "\(count) of \(expected) answers"
            case .answerFromRow(let row): return "an answer from row \(row)"
            case .controlDrawn(let columns): return "\(GraphemeWidthProbe.control) drawn \(columns) wide"
            case .screenClosed: return "the screen is closed"
            }
        }
    }

    public init(drawn: [GraphemeWidths.Kind: Int], widths: GraphemeWidths, problem: Problem? = nil) {
        self.drawn = drawn
        self.widths = widths
        self.problem = problem
    }

    /// Unicode's widths, for a terminal that was not measured, and why.
    static func unmeasured(_ problem: Problem) -> GraphemeWidthMeasurement {
        GraphemeWidthMeasurement(drawn: [:], widths: .unicode, problem: problem)
    }
}

/// Asks a terminal how wide it draws each kind of `GraphemeWidths.Kind`, as notcurses asks
/// where the cursor is: each sample is written at the start of a row, then a cursor position
/// request (DSR 6, `⎋[6n`); the terminal answers `⎋[row;columnR`, and the column less one is
/// the sample's width. A control sample, 实 (two columns wherever UTF-8 and East Asian Width
/// are understood), must measure 2, or no answer is trusted. Primary device attributes (DA1,
/// `⎋[c`) go last: every terminal answers it, after the reports, so its answer ends the wait.
///
///     ⎋[2;1H ⎋[K 实 ⎋[6n   ⎋[2;1H ⎋[K ✈️ ⎋[6n   … 1️⃣ 🇺🇦 👨‍👩‍👧 …   ⎋[2;1H ⎋[K ⎋[c
///     ◄── ⎋[2;3R ⎋[2;2R ⎋[2;2R ⎋[2;3R ⎋[2;3R ⎋[?1;2c                (tmux 3.3a: 2 1 1 2 2)
///
/// Pure: the backend writes `request`, feeds what it reads to a `CursorReportScanner`, and
/// asks `measurement(from:)` what it means.
struct GraphemeWidthProbe {
    /// The control sample, then each kind's.
    static let control = "\u{5B9E}"
    static let kinds = GraphemeWidths.Kind.allCases

    /// The row the samples are written on, from 1. The second row where there is one: a report
    /// from the first row, `⎋[1;2R`, is also how xterm sends Shift-F3, which ncurses would
    /// decode as a key if a report came too late for the probe.
    let row: Int

    init(screenHeight: Int) {
        row = screenHeight >= 2 ? 2 : 1
    }

    /// The bytes to send: each sample on a cleared row, a report request after each, the row
    /// cleared again, and DA1.
    var request: [UInt8] {
        var bytes: [UInt8] = []
        let start = Array("\u{1B}[\(row);1H\u{1B}[K".utf8)
        for sample in [Self.control] + Self.kinds.map(\.sample) {
            bytes += start + Array(sample.utf8) + Array("\u{1B}[6n".utf8)
        }
        bytes += start + Array("\u{1B}[c".utf8)
        return bytes
    }

    /// How many cursor reports a terminal that answers sends.
    static var expectedReports: Int { 1 + kinds.count }

    /// What the reports that came within `waited` mean. Reports from another row than the
    /// probe's are not its own and make the answer untrusted, as do too few or too many.
    func measurement(from reports: [CursorReport], waited: Duration) -> GraphemeWidthMeasurement {
        guard !reports.isEmpty else { return .unmeasured(.noAnswer(waited: waited)) }
        guard reports.count == Self.expectedReports else {
            return .unmeasured(.answers(reports.count, expected: Self.expectedReports))
        }
        if let stray = reports.first(where: { $0.row != row }) { return .unmeasured(.answerFromRow(stray.row)) }
        let controlWidth = reports[0].column - 1
        guard controlWidth == 2 else { return .unmeasured(.controlDrawn(columns: controlWidth)) }
        var drawn: [GraphemeWidths.Kind: Int] = [:]
        var widths = GraphemeWidths.unicode
        for (kind, report) in zip(Self.kinds, reports.dropFirst()) {
            let width = report.column - 1
            drawn[kind] = width
            if width == 1 || width == 2 { widths[kind] = width }
        }
        return GraphemeWidthMeasurement(drawn: drawn, widths: widths)
    }
}
