import TerminalBackends
import TerminalCanvas

/// One thing `wget_wch` returned: a character, or a key code for a key terminfo names.
package enum InputUnit: Equatable, Sendable {
    /// A character the terminal sent (a Unicode scalar value, control characters included).
    case character(UInt32)
    /// A key code (`KEY_UP`, `KEY_F(1)`, a modified key's dynamic code…).
    case keyCode(Int32)
}

/// Turns what `wget_wch` returns into `InputEvent`s. Pure (no terminal, no clock), so it is
/// tested and fuzzed without a terminal.
///
/// ncurses decodes the sequences terminfo names (arrows, function keys, their modified forms)
/// into key codes, which `keyCodes` maps to keys. What it passes through is decoded here:
///
///     ESC [ < b ; x ; y M|m   SGR (1006) mouse report: press, release, drag, wheel
///     ESC [ … final           another control sequence nobody asked for: dropped whole
///     ESC O x                 a key in SS3 form ncurses did not know: dropped whole
///     ESC ] P X ^ _ … ST|BEL  a string (OSC, DCS, SOS, PM, APC): dropped whole
///     ESC c                   Alt and the key c
///     ESC, then a pause       Escape
///     CR or LF, TAB, BS/DEL   Enter, Tab, Backspace
///     0x01–0x1A               Control and a letter
///     text                    one `.character` per grapheme cluster
///
/// A sequence is one whole however it arrives: the decoder keeps its place between calls, so
/// a mouse report split across two reads (or 5,000 digits long) yields no keys. Only its final
/// byte (a CSI's 0x40–0x7E, a string's ST or BEL) ends it, or a unit that cannot be part of it
/// (in a CSI or after SS3: a control character, ESC, a key code, text past ASCII; in a string,
/// which holds anything, an ESC not followed by `\`), which is then read as itself; what it
/// holds is bounded (`ControlSequence`), however long it is. When input pauses
/// (`inputPaused()`: nothing for the escape delay) a sequence still open was cut short and is
/// dropped, and an ESC alone is Escape.
package struct InputDecoder {
    /// Keys for key codes: the fixed ones ncurses defines and the modified keys terminfo
    /// describes (see `KeyCodeTable`).
    package var keyCodes: [Int32: (key: Key, modifiers: KeyModifiers)]

    /// Where the decoder is: between sequences, or inside one begun in an earlier call.
    package private(set) var state = State.ground

    package init(keyCodes: [Int32: (key: Key, modifiers: KeyModifiers)]) {
        self.keyCodes = keyCodes
    }

    package enum State: Equatable {
        /// Between sequences: keys and text.
        case ground
        /// After an ESC: Alt and a key, or a sequence's introducer, follows.
        case escape
        /// A control sequence (CSI, `ESC [` or 0x9B) up to its final byte.
        case controlSequence(ControlSequence)
        /// After SS3 (`ESC O` or 0x8F): one more byte.
        case singleShift
        /// A string (OSC, DCS, SOS, PM, APC) up to ST or BEL; `afterEscape` after an ESC in it.
        case string(afterEscape: Bool)
    }

    /// Whether a sequence is open: the caller waits the escape delay for its rest, and calls
    /// `inputPaused()` if nothing comes.
    package var isInsideSequence: Bool { state != .ground }

    /// The events in units that arrived together.
    package mutating func decode(_ units: [InputUnit]) -> [InputEvent] {
        var output = Output()
        for unit in units { step(unit, &output) }
        output.flushText()
        return output.events
    }

    /// Nothing more arrived within the escape delay: an ESC alone is Escape, and a sequence
    /// still open was cut short, so it is dropped whole (an ESC that ends a string with nothing
    /// after it is ST cut short, dropped with the string).
    package mutating func inputPaused() -> [InputEvent] {
        defer { state = .ground }
        return state == .escape ? [.key(.escape, [])] : []
    }

    /// What has been decoded so far, and text not yet split into graphemes.
    private struct Output {
        var events: [InputEvent] = []
        var text = ""
        mutating func flushText() {
            for character in text { events.append(.key(.character(character), [])) }
            text = ""
        }
        mutating func append(_ event: InputEvent) {
            flushText()
            events.append(event)
        }
    }

    private mutating func step(_ unit: InputUnit, _ output: inout Output) {
        switch state {
        case .ground:
            ground(unit, &output)
        case .escape:
            afterEscape(unit, &output)
        case .controlSequence(var sequence):
            guard case .character(let value) = unit, (0x20...0x7E).contains(value) else {
                // Not part of a control sequence: the sequence ends, malformed, and the unit is
                // read as itself.
                state = .ground
                ground(unit, &output)
                return
            }
            if (0x40...0x7E).contains(value) {
                state = .ground
                if let mouse = sequence.mouseEvent(final: value) { output.append(.mouse(mouse)) }
            } else {
                sequence.add(value)
                state = .controlSequence(sequence)
            }
        case .singleShift:
            state = .ground
            // The key it names is one ncurses did not decode (terminfo does not describe it).
            guard case .character(let value) = unit, (0x20...0x7E).contains(value) else { ground(unit, &output); return }
        case .string(let afterEscape):
            if afterEscape {
                state = .ground
                // ESC \ is ST; an ESC followed by anything else ends the string and begins a
                // sequence of its own.
                if unit != .character(0x5C) { state = .escape; step(unit, &output) }
                return
            }
            switch unit {
            case .character(27): state = .string(afterEscape: true)
            case .character(0x07), .character(0x9C): state = .ground  // BEL, ST
            default: break  // part of the string
            }
        }
    }

    private mutating func ground(_ unit: InputUnit, _ output: inout Output) {
        switch unit {
        case .keyCode(let code):
            output.flushText()
            if let (key, modifiers) = keyCodes[code] { output.append(.key(key, modifiers)) }
        case .character(27):
            output.flushText()
            state = .escape
        case .character(let value) where (0x80...0x9F).contains(value):
            // C1 controls are never text, and no key sends them alone; the 8-bit forms of the
            // introducers begin what their 7-bit forms do.
            output.flushText()
            state = Self.introduced(by8Bit: value) ?? .ground
        case .character(let value):
            if let key = Self.controlKey(value) {
                output.append(.key(key.key, key.modifiers))
            } else if let scalar = Unicode.Scalar(value) {
                output.text.unicodeScalars.append(scalar)
            }
        }
    }

    /// What follows an ESC: a sequence's introducer, Alt and a key, or Escape and a new ESC.
    private mutating func afterEscape(_ unit: InputUnit, _ output: inout Output) {
        state = .ground
        switch unit {
        case .character(27):
            output.append(.key(.escape, []))  // the second ESC starts anew
            state = .escape
        case .character(let value) where (0x80...0x9F).contains(value):
            ground(unit, &output)  // no key sends ESC and a C1 control: the ESC is dropped
        case .character(let value):
            if let introduced = Self.introduced(by: value) {
                state = introduced
            } else if let key = Self.controlKey(value) {
                output.append(.key(key.key, key.modifiers.union(.alt)))
            } else if let scalar = Unicode.Scalar(value) {
                output.append(.key(.character(Character(scalar)), [.alt]))
            }
        case .keyCode(let code):
            guard let (key, modifiers) = keyCodes[code] else { return }
            output.append(.key(key, modifiers.union(.alt)))
        }
    }

    /// The sequence that `ESC` and `value` begin, or nil for Alt and a key: `[` CSI, `O` SS3,
    /// `]` OSC, `P` DCS, `X` SOS, `^` PM, `_` APC. (So Alt with `[`, `O`, `]`, `P`, `X`, `^` or
    /// `_` cannot be told from a sequence; no terminal key table leaves them to Alt alone.)
    static func introduced(by value: UInt32) -> State? {
        switch value {
        case 0x5B: .controlSequence(ControlSequence())
        case 0x4F: .singleShift
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: .string(afterEscape: false)
        default: nil
        }
    }

    /// The 8-bit C1 forms: 0x9B CSI, 0x8F SS3, 0x9D OSC, 0x90 DCS, 0x98 SOS, 0x9E PM, 0x9F APC.
    static func introduced(by8Bit value: UInt32) -> State? {
        switch value {
        case 0x9B: .controlSequence(ControlSequence())
        case 0x8F: .singleShift
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F: .string(afterEscape: false)
        default: nil
        }
    }

    /// An SGR (1006) mouse report `ESC [ < b ; x ; y M` (press, motion, wheel) or `m`
    /// (release); x and y count from 1.
    ///
    ///     b:  bits 0–1 button (left, middle, right, none)   +4 Shift  +8 Alt  +16 Control
    ///         +32 motion    +64 wheel (0 up, 1 down, 2 left, 3 right)   +128 extra buttons
    package static func sgrMouse(_ parameters: [Int], isRelease: Bool) -> MouseEvent? {
        guard parameters.count == 3, parameters[1] >= 1, parameters[2] >= 1 else { return nil }
        let code = parameters[0]
        let position = Point(x: parameters[1] - 1, y: parameters[2] - 1)
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        if code & 128 != 0 { return nil }  // buttons 8–11: nothing to say about them
        if code & 64 != 0 {
            guard !isRelease else { return nil }
            let kinds: [MouseEvent.Kind] = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight]
            return MouseEvent(kinds[code & 3], .none, at: position, modifiers: modifiers)
        }
        let button: MouseEvent.Button = [.left, .middle, .right, .none][code & 3]
        if code & 32 != 0 {
            // Motion with no button held only comes in any-motion mode, which is not asked for.
            guard button != .none else { return nil }
            return MouseEvent(.drag, button, at: position, modifiers: modifiers)
        }
        return MouseEvent(isRelease ? .release : .press, button, at: position, modifiers: modifiers)
    }

    /// The key a control character stands for, or nil for a printable character.
    package static func controlKey(_ value: UInt32) -> (key: Key, modifiers: KeyModifiers)? {
        switch value {
        case 0x0D, 0x0A: return (.enter, [])
        case 0x09: return (.tab, [])
        case 0x08, 0x7F: return (.backspace, [])
        case 0x00: return (.character(" "), [.control])
        case 0x01...0x1A:
            return (.character(Character(Unicode.Scalar(UInt8(0x60 + value)))), [.control])
        case 0x1C...0x1F:
            return (.character(Character(Unicode.Scalar(UInt8(0x40 + value)))), [.control])
        default: return nil
        }
    }
}
