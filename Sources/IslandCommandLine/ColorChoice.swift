import Foundation
import TerminalCanvas

/// `--color auto|always|never`: whether output carries ANSI colours.
package enum ColorChoice: String, CaseIterable {
    /// Colours when standard output is a terminal and NO_COLOR is not set.
    case auto
    case always
    case never

    /// The colour depth to encode with.
    package var depth: ColorDepth {
        switch self {
        case .never: return .none
        case .always: return max(ColorDepth.detect(environment: ProcessInfo.processInfo.environment), .ansi256)
        case .auto:
            guard Console.current.isTerminal else { return .none }
            return ColorDepth.detect(environment: ProcessInfo.processInfo.environment)
        }
    }
}
