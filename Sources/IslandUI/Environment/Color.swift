import TerminalCanvas

/// A colour, as in SwiftUI: the system colours, RGB, and an opacity. A colour is also a view
/// that fills the space offered to it.
public struct Color: Hashable, Sendable, View, PrimitiveView {
    enum Value: Hashable, Sendable {
        case system(SystemColor)
        case rgb(red: Double, green: Double, blue: Double)
        case clear
        /// The terminal's own foreground (`.primary`).
        case primary
        case secondary
    }

    let value: Value
    /// 0 (invisible) to 1 (opaque).
    public private(set) var opacityValue: Double = 1

    init(_ value: Value) { self.value = value }

    /// A colour from red, green and blue components from 0 to 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = .rgb(red: red.clamped, green: green.clamped, blue: blue.clamped)
        opacityValue = opacity.clamped
    }

    /// The same colour at `opacity` times its opacity.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacityValue = (opacityValue * opacity).clamped
        return copy
    }

    public static let red = Color(.system(.red)), orange = Color(.system(.orange))
    public static let yellow = Color(.system(.yellow)), green = Color(.system(.green))
    public static let mint = Color(.system(.mint)), teal = Color(.system(.teal))
    public static let cyan = Color(.system(.cyan)), blue = Color(.system(.blue))
    public static let indigo = Color(.system(.indigo)), purple = Color(.system(.purple))
    public static let pink = Color(.system(.pink)), brown = Color(.system(.brown))
    public static let gray = Color(.system(.gray)), white = Color(.system(.white))
    public static let black = Color(.system(.black))
    public static let clear = Color(.clear)
    public static let primary = Color(.primary), secondary = Color(.secondary)
    /// The app's accent colour: blue unless a tint says otherwise.
    public static let accentColor = Color(.system(.blue))

    /// The terminal colour for this colour in a colour scheme, or nil when it is clear or the
    /// terminal's own default (the caller keeps what is there).
    package func terminalColor(in scheme: ColorScheme) -> TerminalColor? {
        switch value {
        case .clear: return nil
        case .primary: return .default
        case .secondary: return scheme == .dark ? .rgb(152, 152, 157) : .rgb(110, 110, 115)
        case .rgb(let red, let green, let blue):
            return .rgb(UInt8(red * 255 + 0.5), UInt8(green * 255 + 0.5), UInt8(blue * 255 + 0.5))
        case .system(let system):
            let (r, g, b) = system.components(in: scheme)
            return .rgb(r, g, b)
        }
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        ViewNode(.shape(ShapeSpec(shape: .rectangle, fill: self, scheme: context.environment.colorScheme)), identity: context.identity)
    }
}

/// Apple's system colours, with their light and dark variants (from the Human Interface
/// Guidelines' colour table).
enum SystemColor: Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case white, black

    func components(in scheme: ColorScheme) -> (UInt8, UInt8, UInt8) {
        let dark = scheme == .dark
        switch self {
        case .red: return dark ? (255, 69, 58) : (255, 59, 48)
        case .orange: return dark ? (255, 159, 10) : (255, 149, 0)
        case .yellow: return dark ? (255, 214, 10) : (255, 204, 0)
        case .green: return dark ? (48, 209, 88) : (52, 199, 89)
        case .mint: return dark ? (99, 230, 226) : (0, 199, 190)
        case .teal: return dark ? (64, 200, 224) : (48, 176, 199)
        case .cyan: return dark ? (100, 210, 255) : (50, 173, 230)
        case .blue: return dark ? (10, 132, 255) : (0, 122, 255)
        case .indigo: return dark ? (94, 92, 230) : (88, 86, 214)
        case .purple: return dark ? (191, 90, 242) : (175, 82, 222)
        case .pink: return dark ? (255, 55, 95) : (255, 45, 85)
        case .brown: return dark ? (172, 142, 104) : (162, 132, 94)
        case .gray: return (142, 142, 147)
        case .white: return (255, 255, 255)
        case .black: return (0, 0, 0)
        }
    }
}

extension Double {
    /// Clamped to 0…1, with NaN as 0.
    var clamped: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
