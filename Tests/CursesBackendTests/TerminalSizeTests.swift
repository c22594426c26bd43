import Foundation
import Testing
@testable import CursesBackend

/// A terminal larger than ncurses can hold (its sizes are `short`s) or than memory should pay
/// for is drawn in its top-left corner at `TerminalSizeLimit.maximum`, at start and after a
/// resize; the memory stays that of the drawn size, not the window's.
@Suite(.serialized, .enabled(if: TerminalTools.python != nil || TerminalTools.isCI, "python3 is missing"))
struct TerminalSizeTests {
    static let limit = TerminalSizeLimit.maximum
    static var limitName: String { "\(limit.width)x\(limit.height)" }

    /// Windows, and the size each is drawn at.
    static let windows: [(columns: Int, rows: Int, drawn: String)] = {
        let (width, height) = (limit.width, limit.height)
        return [
            (width, height, limitName),                  // the limit
            (width + 1, height, limitName),              // one past, each side
            (width, height + 1, limitName),
            (4000, 4000, limitName),
            (32767, 100, "\(width)x100"),                // the largest short
            (32768, 100, "\(width)x100"),                // one past: crashed inside ncurses
            (65535, 65535, limitName),                   // the largest a tty's size can say
            (300, 80, "300x80"),
        ]
    }()

    @Test(arguments: windows)
    func aTerminalPastTheLimitIsDrawnAtTheLimit(_ columns: Int, _ rows: Int, _ drawn: String) throws {
        let run = try #require(try PtyRun.run(["--cols", "\(columns)", "--rows", "\(rows)", "--send", "q", "--timeout", "60"]).first)
        #expect(run.status == 0)
        #expect(run.sizes == [drawn])
        #expect(run.isTerminalRestored)
    }

    @Test(arguments: ["32768x32768", "\(limit.width + 1)x\(limit.height + 1)", "65535x65535"])
    func aResizePastTheLimitIsDrawnAtTheLimit(_ size: String) throws {
        let run = try #require(try PtyRun.run(["--resize", size, "--then-send", "q", "--timeout", "60"]).first)
        #expect(run.status == 0)
        #expect(run.sizes == ["100x40", Self.limitName])
        #expect(run.isTerminalRestored)
    }

    @Test func memoryIsThatOfTheDrawnSizeNotTheWindows() throws {
        let runs = try PtyRun.run(["--cols", "\(Self.limit.width)", "--rows", "\(Self.limit.height)", "--send", "q", "--timeout", "60"])
            + PtyRun.run(["--cols", "4000", "--rows", "4000", "--send", "q", "--timeout", "60"])
        let atLimit = runs[0].maxrss_kb, huge = runs[1].maxrss_kb
        // 16 million cells drawn would take well over a gigabyte (1.6 GB before the limit).
        #expect(huge < atLimit + 16 * 1024, "\(huge) KB at 4000x4000, \(atLimit) KB at the limit")
        #expect(huge < 256 * 1024)
    }
}
