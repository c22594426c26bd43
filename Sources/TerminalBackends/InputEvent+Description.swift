import TerminalCanvas

extension InputEvent: CustomStringConvertible {
    /// The event in a few words, as logs and tests read it: `key q`, `key ctrl+left`,
    /// `mouse press left 4,2`, `mouse scrollUp 0,0 shift`, `resize 60x20`.
    public var description: String {
        switch self {
        case .key(let key, let modifiers):
            return "key " + modifiers.prefix + key.name
        case .mouse(let mouse):
            var text = "mouse \(mouse.kind)"
            if mouse.button != .none { text += " \(mouse.button)" }
            text += " \(mouse.position.x),\(mouse.position.y)"
            if !mouse.modifiers.isEmpty { text += " " + String(mouse.modifiers.prefix.dropLast()) }
            return text
        case .resize(let size):
            return "resize \(size.width)x\(size.height)"
        }
    }
}

extension Key {
    /// `q`, `space`, `enter`, `up`, `f5`.
    var name: String {
        switch self {
        case .character(" "): return "space"
        case .character(let character): return String(character)
        case .function(let number): return "f\(number)"
        default: return "\(self)"
        }
    }
}

extension KeyModifiers {
    /// `ctrl+alt+shift+`, or "" without modifiers.
    var prefix: String {
        (contains(.control) ? "ctrl+" : "") + (contains(.alt) ? "alt+" : "") + (contains(.shift) ? "shift+" : "")
    }
}
