import TerminalBackends
import TerminalCanvas

/// A control sequence (CSI) being read, in bounded memory however long it is: what the decoder
/// needs to tell an SGR mouse report from any other sequence, which is dropped.
///
///     ESC [ < 0 ; 5 ; 3 M      isMouse, parameters [0, 5, 3], final M: a press at 4,2
///     ESC [ 9999…(5,000 digits) ; 1 M    a parameter past the cap: not a report, dropped
///
/// ECMA-48's shape: parameter bytes 0x30–0x3F, then intermediate bytes 0x20–0x2F, then the final
/// byte 0x40–0x7E. Any parameter past `parameterCap`, any count past `maximumParameters`, and
/// any other private marker or intermediate byte makes the sequence malformed: it is dropped
/// whole when its final byte comes, never read as a report or as keys.
package struct ControlSequence: Equatable {
    /// More parameters than a mouse report has (three) are kept only as "malformed".
    package static let maximumParameters = 16
    /// A parameter larger than this (seven digits) is malformed: no terminal is that wide.
    package static let parameterCap = 1_000_000

    /// Whether it began with `<`, the SGR mouse report's private marker.
    package private(set) var isMouse = false
    package private(set) var parameters: [Int] = [0]
    /// Whether anything in it rules out a mouse report.
    package private(set) var isMalformed = false
    private var isEmpty = true

    package init() {}

    /// Adds a parameter or intermediate byte (0x20–0x3F).
    package mutating func add(_ value: UInt32) {
        defer { isEmpty = false }
        switch value {
        case 0x3C where isEmpty:  // "<"
            isMouse = true
        case 0x30...0x39:
            let next = parameters[parameters.count - 1] * 10 + Int(value - 0x30)
            if next > Self.parameterCap { isMalformed = true } else { parameters[parameters.count - 1] = next }
        case 0x3B:  // ";"
            if parameters.count < Self.maximumParameters { parameters.append(0) } else { isMalformed = true }
        default:
            isMalformed = true  // ":" sub-parameters, another private marker, an intermediate byte
        }
    }

    /// The mouse event it reports, ended by `final` (`M` press or motion, `m` release), or nil
    /// for any other sequence.
    package func mouseEvent(final: UInt32) -> MouseEvent? {
        guard isMouse, !isMalformed, final == 0x4D || final == 0x6D else { return nil }
        return InputDecoder.sgrMouse(parameters, isRelease: final == 0x6D)
    }
}
