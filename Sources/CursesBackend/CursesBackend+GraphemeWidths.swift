import CNcursesw
import CTerminalPlatform
import TerminalCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CursesBackend {
    /// Measures how this terminal draws the graphemes terminals disagree about (✈️, 1️⃣, 🇺🇦,
    /// 👨‍👩‍👧), with cursor position reports (see `GraphemeWidthProbe`). Call it once, before
    /// the first `present(_:)`: it writes on the screen (the first frame clears it) and reads
    /// the terminal's answers, waiting `timeout` for the first and, once it answers, up to
    /// `answering` (from the start) for the rest. A terminal that never answers costs `timeout`
    /// and gets Unicode's widths; so does one whose answers make no sense or come too late.
    ///
    /// Whatever else arrives meanwhile (keys typed, a mouse click) is decoded as ncurses and
    /// `InputDecoder` would have, and `nextEvent(before:)` returns it first, in order: nothing
    /// typed during the probe is lost or read as something else.
    public func measureGraphemeWidths(timeout: Duration = .milliseconds(200),
                                      once answering: Duration = .seconds(1)) -> GraphemeWidthMeasurement {
        guard session.isRunning else { return .unmeasured(.screenClosed) }
        let probe = GraphemeWidthProbe(screenHeight: size.height)
        session.writeAll(probe.request)
        var scanner = CursorReportScanner()
        let start = ContinuousClock.now
        var deadline = start + timeout
        var buffer = [UInt8](repeating: 0, count: 512)
        while !scanner.sawDeviceAttributes {
            // A terminal that has begun to answer gets longer for the rest: xterm, loading a
            // font for its first emoji, can take longer than `timeout` over the five.
            if !scanner.reports.isEmpty { deadline = max(deadline, start + answering) }
            let remaining = deadline - .now
            guard remaining > .zero else { break }
            let (seconds, attoseconds) = remaining.components
            // The platform's wait (ppoll, or pselect on Darwin, whose poll cannot wait on a
            // terminal), with the signal mask as it is.
            var mask = sigset_t()
            pthread_sigmask(SIG_SETMASK, nil, &mask)
            switch termisland_wait_readable(session.fd, seconds * 1_000_000_000 + attoseconds / 1_000_000_000, &mask) {
            case TermislandWaitReady: break
            case TermislandWaitTimedOut, TermislandWaitInterrupted: continue
            default: scanner.finish(); return finishProbe(probe, scanner, timeout)
            }
            let count = read(session.fd, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { break }
            scanner.feed(buffer[..<count])
        }
        scanner.finish()
        return finishProbe(probe, scanner, timeout)
    }

    /// Clears what the probe drew, hands back what was typed meanwhile, and reads the answers.
    private func finishProbe(_ probe: GraphemeWidthProbe, _ scanner: CursorReportScanner, _ timeout: Duration) -> GraphemeWidthMeasurement {
        // The row the samples were drawn on is cleared; the cursor goes home, where ncurses
        // believes it is (its first update clears the screen anyway).
        session.writeAll(Array("\u{1B}[\(probe.row);1H\u{1B}[K\u{1B}[H".utf8))
        handBack(scanner.input)
        return probe.measurement(from: scanner.reports, waited: timeout)
    }

    /// Decodes bytes read past ncurses as ncurses would have: the key sequences terminfo
    /// names (arrows, function keys…) into key codes, by ncurses's own table (`key_defined`),
    /// the rest as UTF-8; the events are returned first by `nextEvent(before:)`.
    ///
    /// (`ungetch` cannot hand them back: ncurses takes what it is given back as keys already
    /// decoded, so `⎋OA` would come out as Alt-O and A, not the up arrow.)
    private func handBack(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        let units = Self.inputUnits(bytes) { sequence in
            var text = sequence.map { CChar(bitPattern: $0) } + [0]
            return key_defined(&text)
        }
        // What the probe read ends with the terminal's last answer: a sequence still open there
        // (an Escape typed last) is over, as after a pause.
        pendingEvents += decoder.decode(units) + decoder.inputPaused()
    }

    /// `bytes` as `wget_wch` would return them: a sequence starting at an ESC that `keyDefined`
    /// gives a key code for as that code, anything else a character at a time (invalid UTF-8 as
    /// U+FFFD). `keyDefined` answers as ncurses's `key_defined`: the code of the key whose
    /// definition the bytes are or begin with, 0 for none, -1 for the start of one.
    static func inputUnits(_ bytes: [UInt8], keyDefined: ([UInt8]) -> Int32) -> [InputUnit] {
        var units: [InputUnit] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B {
                // key_defined also answers a definition's code for a string it begins, so the
                // first length it answers a code for is the definition's.
                var key: (length: Int, code: Int32)?
                var length = 2
                while index + length <= bytes.count && length <= 32 {
                    let code = keyDefined(Array(bytes[index..<index + length]))
                    if code > 0 { key = (length, code) }
                    if code >= 0 { break }
                    length += 1
                }
                // The mouse's prefix is left to InputDecoder, as ncurses leaves it (keyok off).
                if let key, key.code != KEY_MOUSE {
                    units.append(.keyCode(key.code))
                    index += key.length
                    continue
                }
            }
            let (scalar, length) = Self.scalar(in: bytes, at: index)
            units.append(.character(scalar))
            index += length
        }
        return units
    }

    /// The UTF-8 scalar at `index` and its length in bytes; U+FFFD and one byte if invalid.
    private static func scalar(in bytes: [UInt8], at index: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return (0xFFFD, 1) }
        var decoder = UTF8()
        var iterator = bytes[index..<index + length].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return (scalar.value, length) }
        return (0xFFFD, 1)
    }
}
