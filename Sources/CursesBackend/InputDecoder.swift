import TerminalCanvas

/// One thing `wget_wch` returned: a character, or a key code for a key terminfo names.
enum InputUnit: Equatable, Sendable {
    /// A character the terminal sent (a Unicode scalar value, control characters included).
    case character(UInt32)
    /// A key code (`KEY_UP`, `KEY_F(1)`, a modified key's dynamic code…).
    case keyCode(Int32)
}

/// Turns what `wget_wch` returns into `InputEvent`s. Pure, so it is tested without a terminal.
///
/// ncurses decodes the sequences terminfo names (arrows, function keys, their modified forms)
/// into key codes, which `keyCodes` maps to keys. What it passes through is decoded here:
///
///     ESC [ < b ; x ; y M|m   SGR (1006) mouse report: press, release, drag, wheel
///     ESC [ … final           another control sequence nobody asked for: dropped
///     ESC c                   Alt and the key c
///     ESC, alone              Escape
///     CR or LF, TAB, BS/DEL   Enter, Tab, Backspace
///     0x01–0x1A               Control and a letter
///     text                    one `.character` per grapheme cluster
///
/// Units are decoded in batches of what arrived together, so an Escape typed alone (nothing
/// after it in its batch) is told apart from the start of a sequence.
struct InputDecoder {
    /// Keys for key codes: the fixed ones ncurses defines and the modified keys terminfo
    /// describes (see `KeyCodeTable`).
    var keyCodes: [Int32: (key: Key, modifiers: KeyModifiers)]

    /// The events in units that arrived together.
    func decode(_ units: [InputUnit]) -> [InputEvent] {
        var events: [InputEvent] = []
        var text = ""
        func flushText() {
            for character in text { events.append(.key(.character(character), [])) }
            text = ""
        }
        var index = 0
        while index < units.count {
            let unit = units[index]
            index += 1
            switch unit {
            case .keyCode(let code):
                flushText()
                if let (key, modifiers) = keyCodes[code] { events.append(.key(key, modifiers)) }
            case .character(27):
                flushText()
                if let event = decodeEscape(units, &index) { events.append(event) }
            case .character(0x80...0x9F):
                continue  // C1 controls are never text, and no key sends them alone
            case .character(let value):
                if let key = Self.controlKey(value) {
                    flushText()
                    events.append(.key(key.key, key.modifiers))
                } else if let scalar = Unicode.Scalar(value) {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        flushText()
        return events
    }

    /// What follows an ESC at `units[index]`: a mouse report, a dropped sequence, Alt and a
    /// key, or Escape alone.
    private func decodeEscape(_ units: [InputUnit], _ index: inout Int) -> InputEvent? {
        guard index < units.count else { return .key(.escape, []) }
        switch units[index] {
        case .character(27):
            return .key(.escape, [])  // the second ESC starts anew
        case .character(0x5B):  // "["
            index += 1
            return decodeControlSequence(units, &index)
        case .character(let value):
            index += 1
            if let key = Self.controlKey(value) { return .key(key.key, key.modifiers.union(.alt)) }
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .key(.character(Character(scalar)), [.alt])
        case .keyCode(let code):
            index += 1
            guard let (key, modifiers) = keyCodes[code] else { return nil }
            return .key(key, modifiers.union(.alt))
        }
    }

    /// After "ESC [": an SGR mouse report, or any other control sequence, dropped. A sequence
    /// cut short (its batch ended first) is dropped too.
    private func decodeControlSequence(_ units: [InputUnit], _ index: inout Int) -> InputEvent? {
        var isMouse = false
        var parameters: [Int] = [0]
        while index < units.count {
            guard case .character(let value) = units[index] else { return nil }
            index += 1
            switch value {
            case 0x3C where parameters == [0] && !isMouse: isMouse = true  // "<"
            case 0x30...0x39:
                parameters[parameters.count - 1] = min(parameters[parameters.count - 1] * 10 + Int(value - 0x30), 1 << 20)
            case 0x3B: parameters.append(0)  // ";"
            case 0x40...0x7E:  // the final byte
                guard isMouse, value == 0x4D || value == 0x6D else { return nil }
                return Self.sgrMouse(parameters, isRelease: value == 0x6D).map { .mouse($0) }
            case 0x20...0x3F: continue  // other parameter and intermediate bytes
            default: return nil
            }
        }
        return nil
    }

    /// An SGR (1006) mouse report `ESC [ < b ; x ; y M` (press, motion, wheel) or `m`
    /// (release); x and y count from 1.
    ///
    ///     b:  bits 0–1 button (left, middle, right, none)   +4 Shift  +8 Alt  +16 Control
    ///         +32 motion    +64 wheel (0 up, 1 down, 2 left, 3 right)   +128 extra buttons
    static func sgrMouse(_ parameters: [Int], isRelease: Bool) -> MouseEvent? {
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
    static func controlKey(_ value: UInt32) -> (key: Key, modifiers: KeyModifiers)? {
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
