import Foundation
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
        /// Two colours blended: `fraction` of the way from the first to the second.
        indirect case mixed(Value, Value, fraction: Double)
        /// One colour in the light scheme, another in the dark, as an asset with appearances.
        indirect case schemed(light: Value, dark: Value)
    }

    let value: Value
    /// 0 (invisible) to 1 (opaque).
    public private(set) var opacityValue: Double = 1

    init(value: Value) { self.value = value }

    /// A colour from red, green and blue components from 0 to 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = .rgb(red: red.clamped, green: green.clamped, blue: blue.clamped)
        opacityValue = opacity.clamped
    }

    /// A grey from black (0) to white (1), as SwiftUI's `Color(white:opacity:)`.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.clamped * 6).truncatingRemainder(dividingBy: 6), s = saturation.clamped, v = brightness.clamped
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A colour in a named colour space (all are drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A colour from the app's asset catalogue. A terminal has none: the colour registered under
    /// `name` with `Color.registerAsset(_:_:)`, else the accent colour.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = ColorAssets.shared.color(named: name) ?? .accentColor
    }

    /// Gives an asset colour its value, for `Color("Name")` to draw.
    public static func registerAsset(_ name: String, _ color: Color) {
        ColorAssets.shared.register(name, color)
    }

    /// `light` in the light colour scheme and `dark` in the dark one, as `.primary` follows the
    /// scheme: what a view under `.environment(\.colorScheme, …)` resolves for itself.
    package init(light: Color, dark: Color) {
        value = .schemed(light: light.value, dark: dark.value)
    }

    /// This colour blended `fraction` of the way to `other`.
    package func mixed(with other: Color, fraction: Double) -> Color {
        var mixed = Color(value: .mixed(value, other.value, fraction: fraction.clamped))
        mixed.opacityValue = opacityValue + (other.opacityValue - opacityValue) * fraction.clamped
        return mixed
    }

    /// The same colour at `opacity` times its opacity.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacityValue = (opacityValue * opacity).clamped
        return copy
    }

    public static let red = Color(value: .system(.red)), orange = Color(value: .system(.orange))
    public static let yellow = Color(value: .system(.yellow)), green = Color(value: .system(.green))
    public static let mint = Color(value: .system(.mint)), teal = Color(value: .system(.teal))
    public static let cyan = Color(value: .system(.cyan)), blue = Color(value: .system(.blue))
    public static let indigo = Color(value: .system(.indigo)), purple = Color(value: .system(.purple))
    public static let pink = Color(value: .system(.pink)), brown = Color(value: .system(.brown))
    public static let gray = Color(value: .system(.gray)), white = Color(value: .system(.white))
    public static let black = Color(value: .system(.black))
    public static let clear = Color(value: .clear)
    public static let primary = Color(value: .primary), secondary = Color(value: .secondary)
    /// The app's accent colour: blue unless a tint says otherwise.
    public static let accentColor = Color(value: .system(.blue))

    /// The terminal colour for this colour in a colour scheme, or nil when it is clear or the
    /// terminal's own default (the caller keeps what is there).
    package func terminalColor(in scheme: ColorScheme) -> TerminalColor? {
        Self.terminalColor(value, in: scheme)
    }

    private static func terminalColor(_ value: Value, in scheme: ColorScheme) -> TerminalColor? {
        switch value {
        case .mixed(let a, let b, let fraction):
            // The terminal's own colours stand in as white or black to be blended.
            let plain: TerminalColor = scheme == .dark ? .rgb(255, 255, 255) : .rgb(0, 0, 0)
            let from = terminalColor(a, in: scheme).map { $0 == .default ? plain : $0 } ?? plain
            let to = terminalColor(b, in: scheme).map { $0 == .default ? plain : $0 } ?? plain
            return from.blended(with: to, fraction: fraction)
        case .schemed(let light, let dark): return terminalColor(scheme == .dark ? dark : light, in: scheme)
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
/// Guidelines' colour table), and UIKit's semantic colours (their opacity is the `Color`'s).
enum SystemColor: Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case white, black
    case gray2, gray3, gray4, gray5, gray6
    case label, systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, separator
    /// A material's grey.
    case material

    func components(in scheme: ColorScheme) -> (UInt8, UInt8, UInt8) {
        let dark = scheme == .dark
        switch self {
        case .gray2: return dark ? (99, 99, 102) : (174, 174, 178)
        case .gray3: return dark ? (72, 72, 74) : (199, 199, 204)
        case .gray4: return dark ? (58, 58, 60) : (209, 209, 214)
        case .gray5: return dark ? (44, 44, 46) : (229, 229, 234)
        case .gray6: return dark ? (28, 28, 30) : (242, 242, 247)
        case .label: return dark ? (235, 235, 245) : (60, 60, 67)
        case .systemBackground, .systemGroupedBackground: return dark ? (0, 0, 0) : (self == .systemBackground ? (255, 255, 255) : (242, 242, 247))
        case .secondarySystemBackground: return dark ? (28, 28, 30) : (242, 242, 247)
        case .tertiarySystemBackground: return dark ? (44, 44, 46) : (255, 255, 255)
        case .secondarySystemGroupedBackground: return dark ? (28, 28, 30) : (255, 255, 255)
        case .tertiarySystemGroupedBackground: return dark ? (44, 44, 46) : (242, 242, 247)
        case .systemFill: return (120, 120, 128)
        case .separator: return dark ? (84, 84, 88) : (60, 60, 67)
        case .material: return dark ? (44, 44, 48) : (242, 242, 245)
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

/// Colours registered for `Color("Name")`.
final class ColorAssets: @unchecked Sendable {
    static let shared = ColorAssets()
    private let lock = NSLock()
    private var colors: [String: Color] = [:]

    func register(_ name: String, _ color: Color) { lock.withLock { colors[name] = color } }
    func color(named name: String) -> Color? { lock.withLock { colors[name] } }
}

extension Color {
    /// Colour spaces, as SwiftUI's: all are drawn as sRGB.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
}
