import Foundation
import Testing
import TerminalCanvas
@testable import curses_probe

/// The probe runs in a pseudo-terminal of 100×40; every byte it writes is replayed in pyte, and
/// the emulated screen must equal the canvas cell for cell: graphemes, colours, attributes.
///
/// Where pyte itself is wrong the check allows for it, and tmux checks the same screen
/// (TmuxTests): pyte drops U+FE0F and draws ✈️ one column wide, draws each regional indicator
/// and each emoji of a ZWJ sequence on its own, has no alternate screen (the replay stops where
/// the program leaves it), keeps no dim attribute, and reads no colon-separated SGR, so direct
/// colour (`38:2::r:g:b`, which the `*-direct` entries send) is checked in tmux only. Bright
/// colours are read the same on every pyte version by `Scripts/pty_replay.py`.
@Suite(.serialized, .enabled(if: TerminalTools.python != nil || TerminalTools.isCI,
                             "pyte is not installed: the README's set-up line installs it (python3-pyte)"))
struct PtyScreenTests {
    struct Replay: Decodable {
        let bytes: Int
        let raw: String
        let status: Int
        let cells: [[[Value]]]

        /// Every byte the probe wrote, as text.
        var text: String {
            String(decoding: stride(from: 0, to: raw.count, by: 2).map { offset -> UInt8 in
                let start = raw.index(raw.startIndex, offsetBy: offset)
                return UInt8(raw[start...raw.index(after: start)], radix: 16)!
            }, as: UTF8.self)
        }
    }

    enum Value: Decodable {
        case text(String), flag(Bool)
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) { self = .flag(flag) } else { self = .text(try container.decode(String.self)) }
        }
        var text: String { if case .text(let text) = self { return text } else { return "" } }
        var flag: Bool { if case .flag(let flag) = self { return flag } else { return false } }
    }

    /// The probe's bytes replayed in pyte; `environment` (NAME=value) is added to its own.
    static func replay(term: String, arguments: [String] = ["--once"], columns: Int = 100, rows: Int = 40,
                       environment: [String] = []) throws -> Replay {
        let python = try #require(TerminalTools.python, "pyte is missing: .ci/run installs it")
        let out = TerminalTools.temporaryPath("screen.json")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let command = environment.isEmpty ? [TerminalTools.probe] : ["/usr/bin/env"] + environment + [TerminalTools.probe]
        let result = TerminalTools.run(python, [TerminalTools.script, "--cols", "\(columns)", "--rows", "\(rows)",
                                                "--term", term, "--out", out, "--"] + command + arguments)
        #expect(result.status == 0, "\(result.output)")
        return try JSONDecoder().decode(Replay.self, from: Data(contentsOf: URL(fileURLWithPath: out)))
    }

    /// xterm-256color without `clear`, a terminal the backend leaves its full repaints to
    /// ncurses on (`RepaintStrings`).
    static let noClear = "termisland-noclear"

    /// A terminfo directory holding `noClear`, compiled with tic from infocmp's xterm-256color.
    static func terminfoWithoutClear() throws -> String {
        let directory = TerminalTools.temporaryPath("terminfo"), source = TerminalTools.temporaryPath("noclear.src")
        let entry = TerminalTools.run("infocmp", ["-x", "-1", "xterm-256color"])
        try #require(entry.status == 0, "infocmp: \(entry.output)")
        let lines = entry.output.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.contains("clear=") }
        let renamed = ["\(noClear)|xterm-256color without clear,"] + lines.dropFirst()
        try (renamed.joined(separator: "\n") + "\n").write(toFile: source, atomically: true, encoding: .utf8)
        let compiled = TerminalTools.run("tic", ["-x", "-o", directory, source])
        try #require(compiled.status == 0, "tic: \(compiled.output)")
        return directory
    }

    /// pyte's name for a colour as an xterm-like terminal of `depth` is sent it.
    static func pyteName(_ color: TerminalColor, depth: ColorDepth) -> String {
        let names = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]
        switch color.converted(to: depth) {
        case .default: return "default"
        case .ansi(let ansi):
            let index = Int(ansi.rawValue)
            if index < 8 { return names[index] }
            return "bright" + names[index - 8]
        case let converted:
            let rgb = converted.rgbComponents!
            return String(format: "%02x%02x%02x", rgb.red, rgb.green, rgb.blue)
        }
    }

    /// Each cell in the style a terminal of that depth shows it (`Cell.shownStyle(at:)`): its
    /// colours converted and kept legible, at 8 colours greys drawn in the default colour,
    /// dim or bold, as the backend sends them.
    @Test(arguments: [("xterm-256color", ColorDepth.ansi256), ("xterm-16color", .ansi16), ("xterm", .ansi8)])
    func theEmulatedScreenIsTheCanvas(_ term: String, _ depth: ColorDepth) throws {
        let replay = try Self.replay(term: term)
        #expect(replay.status == 0)
        let problems = Self.problems(replay, showing: ProbeScreen.canvas(size: Size(width: 100, height: 40), status: "ready"), depth: depth)
        #expect(problems.isEmpty, "\(problems.prefix(12).joined(separator: "\n"))")
    }

    /// Updates paint only what they touched, one after a cleared screen: the terminal ends up
    /// showing every update, wide graphemes broken whole, and nothing else changed. The first
    /// screen and the update after `invalidate()` are written by the backend (`FullRepaint`),
    /// and the updates after them by ncurses, onto a screen it did not write; on a terminal
    /// without `clear`, which the repaint needs, ncurses redraws.
    @Test(arguments: [("xterm-256color", ColorDepth.ansi256), ("xterm-16color", .ansi16), ("xterm", .ansi8), (noClear, .ansi256)])
    func updatesLeaveTheScreenShowingTheUpdatedCanvas(_ term: String, _ depth: ColorDepth) throws {
        let environment = term == Self.noClear ? ["TERMINFO=\(try Self.terminfoWithoutClear())"] : []
        let replay = try Self.replay(term: term, arguments: ["--once", "--updates"], environment: environment)
        #expect(replay.status == 0)
        let expected = ProbeScreen.updatedCanvas(size: Size(width: 100, height: 40), status: "ready")
        #expect(expected != ProbeScreen.canvas(size: Size(width: 100, height: 40), status: "ready"))
        let problems = Self.problems(replay, showing: expected, depth: depth)
        #expect(problems.isEmpty, "\(problems.prefix(12).joined(separator: "\n"))")
        // The two full repaints, each begun as the backend begins its own: synchronized, plain, cleared.
        let repaintsByHand = replay.text.components(separatedBy: "\u{1B}[?2026h\u{1B}(B\u{1B}[m\u{1B}[H\u{1B}[2J").count - 1
        #expect(repaintsByHand == (term == Self.noClear ? 0 : 2))
    }

    /// An update sends the cells it painted; only the one after `invalidate()` repaints the
    /// whole screen (pinned for the mutation run: a frame of the same size taken for a new size
    /// drew the same screen, every cell every time).
    @Test func onlyTheUpdateAfterAnInvalidateRepaintsEverything() throws {
        let log = TerminalTools.temporaryPath("updates")
        defer { try? FileManager.default.removeItem(atPath: log) }
        let replay = try Self.replay(term: "xterm-256color", arguments: ["--once", "--updates", "--log", log])
        #expect(replay.status == 0)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("update ") }
        #expect(lines.count == ProbeScreen.updates.count)
        #expect(lines.map { $0.hasSuffix("full true") } == ProbeScreen.updates.indices.map { $0 == 1 })
        #expect(lines.first.map { $0 == "update 0 cells 5 full false" } == true, "\(lines)")
    }

    /// Each frame is one write(2), as the terminal should see it (the synchronized update's
    /// brackets and the cells placed by hand apart), not one a row: ncurses flushes after every
    /// cursor move until its screen has been left and resumed, which the backend does once as it
    /// starts. The probe counts its own thread's write calls (Linux's /proc/thread-self/io).
    @Test func aFrameIsOneWriteNotOneARow() throws {
        #if os(Linux)
        let log = TerminalTools.temporaryPath("writes")
        defer { try? FileManager.default.removeItem(atPath: log) }
        let replay = try Self.replay(term: "xterm-256color", arguments: ["--once", "--updates", "--log", log])
        #expect(replay.status == 0)
        let writes = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("writes ") }
        // 0: five cells in one row, one write (it was two: the cursor move, then the cells).
        // 1: the repaint after invalidate(): ncurses's cursor home, then the backend's repaint.
        // 2: a restyle in one row, one write. 3: a flag placed by hand: the opening bracket,
        // ncurses's cells, then the flag and the closing bracket.
        #expect(writes == ["writes 0 1", "writes 1 2", "writes 2 1", "writes 3 3"], "\(writes)")
        #endif
    }

    /// Where the emulated screen differs from `canvas`, shown at `depth`, in words.
    static func problems(_ replay: Replay, showing canvas: Canvas, depth: ColorDepth) -> [String] {
        var problems: [String] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                guard !cell.isContinuation else { continue }
                let shown = replay.cells[y][x]
                let text = shown[0].text
                if ScreenMatching.isDisputed(cell) {
                    if !ScreenMatching.isFairDrawing(text, of: cell.grapheme) { problems.append("(\(x),\(y)) \(text.debugDescription) for \(cell.grapheme)") }
                } else if text != cell.grapheme {
                    problems.append("(\(x),\(y)) \(text.debugDescription), expected \(cell.grapheme.debugDescription)")
                }
                let style = cell.shownStyle(at: depth)
                let foreground = Self.pyteName(style.foreground, depth: depth)
                let background = Self.pyteName(style.background, depth: depth)
                if shown[1].text != foreground || shown[2].text != background {
                    problems.append("(\(x),\(y)) colours \(shown[1].text)/\(shown[2].text), expected \(foreground)/\(background)")
                }
                let attributes = [style.isBold, style.isItalic, style.isUnderlined, style.isReversed, style.isStruckThrough]
                if shown[3...7].map(\.flag) != attributes {
                    problems.append("(\(x),\(y)) attributes \(shown[3...7].map(\.flag)), expected \(attributes)")
                }
            }
        }
        return problems
    }

    @Test func theBytesLeaveTheTerminalAsTheyFoundIt() throws {
        let bytes = try Self.replay(term: "xterm-256color").text
        #expect(bytes.contains("\u{1B}[?1049h"))                 // the alternate screen, entered
        #expect(bytes.contains("\u{1B}[?1006h"))                 // SGR mouse reports on
        #expect(bytes.contains("\u{1B}[?2026h") && bytes.contains("\u{1B}[?2026l"))  // one synchronized frame
        let end = try #require(bytes.range(of: "\u{1B}[?1049l", options: .backwards))
        let before = bytes[..<end.lowerBound]
        #expect(before.contains("\u{1B}[?1006l"))                // mouse off before leaving
        #expect(bytes[end.lowerBound...].contains("curses-probe: done") || bytes.hasSuffix("done\r\n") || bytes.contains("\u{1B}[?25h"))
        #expect(bytes.contains("\u{1B}[?25h") || bytes.contains("\u{1B}[?12l\u{1B}[?25h"))  // the cursor shown again
    }

    @Test func noTerminalIsAClearError() {
        let result = TerminalTools.run("setsid", ["--wait", TerminalTools.probe, "--once"])
        #expect(result.status == 1)
        #expect(result.output.contains("no terminal: /dev/tty does not open"))
    }

    @Test func dumbTerminalsAreRefused() throws {
        let replay = try? Self.replay(term: "dumb")
        let text = replay?.text ?? ""
        #expect(replay?.status == 1)
        #expect(text.contains("TERM=dumb: the terminal cannot place the cursor"))
        #expect(!text.contains("\u{1B}"))
    }
}
