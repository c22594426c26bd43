import CursesBackend
import Foundation
import TerminalBackends
import TerminalCanvas

extension FuzzTarget {
    /// Random terminal input, built as keys and escape sequences whose bytes are known, split
    /// into reads at random points: no byte of an escape sequence may become a key.
    public static let keys = FuzzTarget(
        name: "keys",
        summary: "terminal input (keys, Alt, Escape, CSI with any parameters or thousands of digits, SGR mouse, SS3, OSC/DCS/APC strings, "
            + "cut sequences, 8-bit introducers) split into random reads: the keys decoded are exactly the keys typed"
    ) { data in
        var bytes = FuzzBytes(data)
        let input = TerminalInput.random(&bytes)
        var decoder = InputDecoder(keyCodes: TerminalInput.keyCodes)
        var events: [InputEvent] = []
        for item in input.reads(&bytes) {
            switch item {
            case .read(let units): events += decoder.decode(units)
            case .pause: events += decoder.inputPaused()
            }
            if case .controlSequence(let sequence) = decoder.state {
                FuzzFinding.check(sequence.parameters.count <= ControlSequence.maximumParameters,
                                  "a control sequence holding \(sequence.parameters.count) parameters")
            }
        }
        events += decoder.inputPaused()
        let keys = events.filter { if case .key = $0 { true } else { false } }
        if keys != input.keys {
            let first = zip(keys, input.keys).prefix { $0 == $1 }.count
            FuzzFinding.check(false, "from key \(first) on, keys decoded \(keys.dropFirst(first).prefix(6).map(\.description)) "
                              + "for keys typed \(input.keys.dropFirst(first).prefix(6).map(\.description)), from \(input.debugText)")
        }
        let mice = events.count - keys.count
        FuzzFinding.check(mice <= input.mouseReports, "\(mice) mouse events from \(input.mouseReports) reports")
    }
}

/// Terminal input whose every unit is known to be a key or part of an escape sequence.
struct TerminalInput {
    /// What a sequence cut short was.
    enum Cut { case string, other }

    /// Units that arrive, or a pause: nothing for longer than the escape delay.
    enum Item { case units([InputUnit]), pause }
    /// What the backend hands the decoder: one read's units, or the pause.
    enum Read { case read([InputUnit]), pause }

    var items: [Item] = []
    /// The keys typed, in order: what the decoder must return, and nothing else.
    var keys: [InputEvent] = []
    /// How many well-formed SGR mouse reports it holds (each one mouse event at most).
    var mouseReports = 0

    static let keyUp: Int32 = 0o403
    static let keyCodes: [Int32: (key: Key, modifiers: KeyModifiers)] = [keyUp: (.up, [])]

    /// Text that is never part of a sequence: printable ASCII, controls but ESC (and CAN, SUB
    /// and the C1 range, which a terminal does not send as keys), single-scalar graphemes.
    static let textScalars: [UInt32] = Array(0x20...0x7E) + [0x01, 0x03, 0x08, 0x09, 0x0D, 0x0A, 0x11, 0x7F]
        + [0x416, 0x5B9E, 0xE9, 0x1F642]
    /// The second byte of each kind of sequence: CSI, SS3, and the strings.
    static let introducers: [UInt32] = [0x5B, 0x4F, 0x5D, 0x50, 0x58, 0x5E, 0x5F]

    var debugText: String {
        items.map { item -> String in
            guard case .units(let units) = item else { return "‖" }
            return units.map { unit -> String in
                switch unit {
                case .character(let value): Unicode.Scalar(value).map { $0.escaped(asASCII: true) } ?? "?"
                case .keyCode(let code): "<\(code)>"
                }
            }.joined()
        }.joined().prefix(600).description
    }

    static func random(_ bytes: inout FuzzBytes) -> TerminalInput {
        var input = TerminalInput()
        var segments = 0
        while !bytes.isExhausted && segments < 200 {
            segments += 1
            input.addSegment(&bytes)
        }
        return input
    }

    /// Adds one key, text, sequence or pause.
    mutating func addSegment(_ bytes: inout FuzzBytes, after cut: Cut? = nil) {
        // After a cut sequence only something beginning with ESC, or a pause, may come: any
        // other byte would be read as part of the sequence, rightly. After a cut string, an ESC
        // and a pause is ST cut short, not Escape.
        let kind = switch cut {
        case nil: bytes.int(in: 0...9)
        case .string: bytes.pick([1, 2, 3, 4, 5, 8])
        case .other: bytes.pick([1, 2, 3, 4, 5, 7, 8])
        }
        switch kind {
        case 0:  // text and ncurses's key codes
            for _ in 0..<bytes.int(in: 1...8) {
                if bytes.byte() < 16 {
                    items.append(.units([.keyCode(Self.keyUp)]))
                    keys.append(.key(.up, []))
                } else {
                    let value = bytes.pick(Self.textScalars)
                    items.append(.units([.character(value)]))
                    keys.append(Self.key(value, alt: false))
                }
            }
        case 1:  // a control sequence, complete; now and then thousands of parameter bytes
            let eightBit = bytes.byte() < 32 && cut != .string  // 0x9B is part of a string
            var units: [InputUnit] = eightBit ? [.character(0x9B)] : [.character(27), .character(0x5B)]
            let long = bytes.byte() < 24
            let count = long ? bytes.int(in: 0...6000) : bytes.int(in: 0...24)
            for _ in 0..<count { units.append(.character(UInt32(bytes.int(in: 0x20...0x3F)))) }
            units.append(.character(UInt32(bytes.int(in: 0x40...0x7E))))
            items.append(.units(units))
            // A mouse report at most if it begins with "<" and ends in M or m.
            if units.dropFirst(eightBit ? 1 : 2).first == .character(0x3C),
               [.character(0x4D), .character(0x6D)].contains(units.last) {
                mouseReports += 1
            }
        case 2:  // an SGR mouse report, well formed
            let report = "\u{1B}[<\(bytes.int(in: 0...255));\(bytes.int(in: 0...1_100_000));\(bytes.int(in: 0...300))\(bytes.bool() ? "M" : "m")"
            items.append(.units(report.unicodeScalars.map { .character($0.value) }))
            mouseReports += 1
        case 3:  // SS3 and its final byte
            items.append(.units([.character(27), .character(0x4F), .character(UInt32(bytes.int(in: 0x20...0x7E)))]))
        case 4:  // a string: OSC, DCS, SOS, PM or APC, ended by ST, BEL or 8-bit ST
            var units: [InputUnit] = [.character(27), .character(bytes.pick([0x5D, 0x50, 0x58, 0x5E, 0x5F]))]
            for _ in 0..<bytes.int(in: 0...40) {
                let value = bytes.pick(Self.textScalars + [0x18, 0x1A, 0x85, 0x9B])
                units.append(bytes.byte() < 8 ? .keyCode(Self.keyUp) : .character(value))
            }
            units += bytes.pick([[.character(27), .character(0x5C)], [.character(0x07)], [.character(0x9C)]])
            items.append(.units(units))
        case 5:  // Alt and a key: ESC and anything but an introducer (or ST's "\" after a cut string)
            var value = bytes.pick(Self.textScalars)
            if Self.introducers.contains(value) || value == 0x5C { value = 0x61 }
            if bytes.byte() < 16 {
                items.append(.units([.character(27), .keyCode(Self.keyUp)]))
                keys.append(.key(.up, [.alt]))
            } else {
                items.append(.units([.character(27), .character(value)]))
                keys.append(Self.key(value, alt: true))
            }
        case 6:  // a sequence cut short, then ESC-something or a pause
            let kind = bytes.int(in: 0...2)
            let units: [InputUnit] = switch kind {
            case 0: [.character(27), .character(0x5B)] + (0..<bytes.int(in: 0...30)).map { _ in .character(UInt32(bytes.int(in: 0x30...0x3F))) }
            case 1: [.character(27), .character(0x4F)]
            default: [.character(27), .character(0x5D)] + (0..<bytes.int(in: 0...30)).map { _ in .character(UInt32(bytes.int(in: 0x20...0x7E))) }
            }
            items.append(.units(units))
            addSegment(&bytes, after: kind == 2 ? .string : .other)
        case 7:  // Escape alone: ESC, then a pause
            items.append(.units([.character(27)]))
            items.append(.pause)
            keys.append(.key(.escape, []))
        case 8:
            items.append(.pause)
        default:  // C1 controls other than the introducers and ST: dropped, never keys
            items.append(.units([.character(bytes.pick([0x80, 0x85, 0x8D, 0x91, 0x96]))]))
        }
    }

    /// The key one scalar of text is, as a terminal's user typed it.
    static func key(_ value: UInt32, alt: Bool) -> InputEvent {
        var (key, modifiers) = InputDecoder.controlKey(value) ?? (.character(Character(Unicode.Scalar(value)!)), [])
        if alt { modifiers.insert(.alt) }
        return .key(key, modifiers)
    }

    /// The units in reads split at random points, with the pauses in their places.
    func reads(_ bytes: inout FuzzBytes) -> [Read] {
        var reads: [Read] = []
        var current: [InputUnit] = []
        for item in items {
            switch item {
            case .pause:
                if !current.isEmpty { reads.append(.read(current)) }
                current = []
                reads.append(.pause)
            case .units(let units):
                for unit in units {
                    current.append(unit)
                    // A read may end anywhere, after an ESC too: the decoder keeps its place, and
                    // only a pause (the escape delay passing with nothing) ends a sequence.
                    if bytes.byte() < 24 {
                        reads.append(.read(current))
                        current = []
                    }
                }
            }
        }
        if !current.isEmpty { reads.append(.read(current)) }
        return reads
    }
}
