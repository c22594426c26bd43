import CursesBackend
import Foundation
import TerminalCanvas

/// `island demo` in a terminal: its frames painted through a `TerminalBackend`, so from one
/// frame to the next only the cells that changed are sent, and the terminal is always given
/// back (see docs/Terminal.md).
///
/// Each frame is held for its pause; any key shows the next one at once, `q` or Escape ends
/// the demo, a resize repaints the frame at the new size. When it ends, the caller prints the
/// frame shown last as text, so it stays on the screen as before.
enum TerminalPlayback {
    /// A frame to show and how long to hold it, in seconds.
    typealias Frame = (canvas: Canvas, hold: TimeInterval)

    /// Plays `frames` on the controlling terminal and returns the index of the frame shown
    /// last, or returns nil at once if there is no terminal to paint on (no /dev/tty,
    /// TERM=dumb): the caller prints text instead.
    static func playInTerminal(_ frames: [Frame]) throws -> Int? {
        let backend: CursesBackend
        do {
            backend = try CursesBackend(environment: ProcessInfo.processInfo.environment)
        } catch let error as CursesBackendError {
            FileHandle.standardError.write(Data("island: \(error); printing the frames as text\n".utf8))
            return nil
        }
        defer { backend.end() }
        return try presentFrames(frames, on: backend)
    }

    /// Shows `frames` one after another on `backend`, each for its hold or until a key, and
    /// returns the index of the frame shown last (-1 if there were none).
    @discardableResult
    static func presentFrames(_ frames: [Frame], on backend: TerminalBackend) throws -> Int {
        let clock = ContinuousClock()
        for (index, frame) in frames.enumerated() {
            let footer = "frame \(index + 1) of \(frames.count) · any key: next · q: quit"
            try backend.present(withFooter(frame.canvas, footer, size: backend.size))
            let deadline = clock.now + .milliseconds(Int(frame.hold * 1000))
            waiting: while let event = try backend.nextEvent(before: deadline) {
                switch event {
                case .key(.character("q"), []), .key(.escape, []), .key(.character("c"), .control): return index
                case .key: break waiting
                case .resize: try backend.present(withFooter(frame.canvas, footer, size: backend.size))
                case .mouse(let mouse) where mouse.kind == .press: break waiting
                case .mouse: continue
                }
            }
        }
        return frames.count - 1
    }

    /// The frame on a screen of `size`, with `footer` on the last row.
    static func withFooter(_ canvas: Canvas, _ footer: String, size: Size) -> Canvas {
        var screen = canvas.fitted(to: size)
        guard size.height > 1 else { return screen }
        screen.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1))
        screen.write(footer, at: Point(x: 0, y: size.height - 1), style: Style(attributes: .dim))
        return screen
    }
}

extension Canvas {
    /// A canvas holding `text` as the ANSI encoder prints a whole canvas: lines of graphemes
    /// with SGR colour and attribute sequences; other escape sequences are skipped. For turning
    /// the demo's text frames back into cells.
    init(ansiText text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var rows: [[(String, Style)]] = []
        var style = Style.plain
        for line in lines {
            var pieces: [(String, Style)] = []
            var piece = ""
            var scalars = line.unicodeScalars[...]
            while let scalar = scalars.first {
                scalars = scalars.dropFirst()
                guard scalar == "\u{1B}", scalars.first == "[" else { piece.unicodeScalars.append(scalar); continue }
                scalars = scalars.dropFirst()
                var parameters = ""
                while let next = scalars.first, !(0x40...0x7E).contains(next.value) {
                    parameters.unicodeScalars.append(next)
                    scalars = scalars.dropFirst()
                }
                let final = scalars.first
                scalars = scalars.dropFirst()
                guard final == "m" else { continue }
                if !piece.isEmpty { pieces.append((piece, style)); piece = "" }
                style = Self.applying(parameters, to: style)
            }
            if !piece.isEmpty { pieces.append((piece, style)) }
            rows.append(pieces)
        }
        let width = rows.map { $0.reduce(0) { $0 + $1.0.displayWidth } }.max() ?? 0
        self.init(width: width, height: rows.count)
        for (y, pieces) in rows.enumerated() {
            var x = 0
            for (piece, style) in pieces { x = write(piece, at: Point(x: x, y: y), style: style) }
        }
    }

    /// `style` changed by the SGR parameters `parameters` ("1;38;5;208").
    private static func applying(_ parameters: String, to style: Style) -> Style {
        var style = style
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        func color() -> TerminalColor {
            switch codes.popFirst() {
            case 5: return .indexed(UInt8(clamping: codes.popFirst() ?? 0))
            case 2:
                let red = codes.popFirst() ?? 0, green = codes.popFirst() ?? 0, blue = codes.popFirst() ?? 0
                return .rgb(UInt8(clamping: red), UInt8(clamping: green), UInt8(clamping: blue))
            default: return .default
            }
        }
        while let code = codes.popFirst() {
            switch code {
            case 0: style = .plain
            case 1: style.isBold = true
            case 2: style.isDim = true
            case 3: style.isItalic = true
            case 4: style.isUnderlined = true
            case 7: style.isReversed = true
            case 9: style.isStruckThrough = true
            case 22: style.isBold = false; style.isDim = false
            case 23: style.isItalic = false
            case 24: style.isUnderlined = false
            case 27: style.isReversed = false
            case 29: style.isStruckThrough = false
            case 30...37: style.foreground = .ansi(ANSIColor(rawValue: UInt8(code - 30))!)
            case 90...97: style.foreground = .ansi(ANSIColor(rawValue: UInt8(code - 82))!)
            case 40...47: style.background = .ansi(ANSIColor(rawValue: UInt8(code - 40))!)
            case 100...107: style.background = .ansi(ANSIColor(rawValue: UInt8(code - 92))!)
            case 38: style.foreground = color()
            case 48: style.background = color()
            case 39: style.foreground = .default
            case 49: style.background = .default
            default: break
            }
        }
        return style
    }
}
