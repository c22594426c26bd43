import Foundation

extension Color {
    /// A UIKit colour as a SwiftUI one.
    public init(uiColor: UIColor) { self = uiColor.color }
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// UIKit's colours, as Live Activities use them through `Color(uiColor:)` and `Color(.label)`:
/// the system and semantic colours with their dark and light values.
public struct UIColor: Hashable, Sendable {
    let color: Color

    init(_ color: Color) { self.color = color }

    public init(red: Double, green: Double, blue: Double, alpha: Double) { color = Color(red: red, green: green, blue: blue, opacity: alpha) }
    public init(white: Double, alpha: Double) { color = Color(white: white, opacity: alpha) }
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
    }
    /// An asset colour (see `Color.registerAsset`); nil when none is registered.
    public init?(named name: String) {
        guard let color = ColorAssets.shared.color(named: name) else { return nil }
        self.color = color
    }

    public func withAlphaComponent(_ alpha: Double) -> UIColor { UIColor(color.opacity(alpha)) }

    public static let systemRed = UIColor(.red), systemOrange = UIColor(.orange), systemYellow = UIColor(.yellow)
    public static let systemGreen = UIColor(.green), systemMint = UIColor(.mint), systemTeal = UIColor(.teal)
    public static let systemCyan = UIColor(.cyan), systemBlue = UIColor(.blue), systemIndigo = UIColor(.indigo)
    public static let systemPurple = UIColor(.purple), systemPink = UIColor(.pink), systemBrown = UIColor(.brown)
    public static let systemGray = UIColor(.gray)
    public static let systemGray2 = UIColor(Color(value: .system(.gray2))), systemGray3 = UIColor(Color(value: .system(.gray3)))
    public static let systemGray4 = UIColor(Color(value: .system(.gray4))), systemGray5 = UIColor(Color(value: .system(.gray5)))
    public static let systemGray6 = UIColor(Color(value: .system(.gray6)))
    public static let red = UIColor(.red), orange = UIColor(.orange), yellow = UIColor(.yellow), green = UIColor(.green)
    public static let blue = UIColor(.blue), purple = UIColor(.purple), brown = UIColor(.brown), cyan = UIColor(.cyan)
    public static let gray = UIColor(.gray), white = UIColor(.white), black = UIColor(.black), clear = UIColor(Color.clear)
    public static let darkGray = UIColor(Color(white: 1.0 / 3)), lightGray = UIColor(Color(white: 2.0 / 3))

    public static let label = UIColor(Color(value: .system(.label)).opacity(1))
    public static let secondaryLabel = UIColor(Color(value: .system(.label)).opacity(0.6))
    public static let tertiaryLabel = UIColor(Color(value: .system(.label)).opacity(0.3))
    public static let quaternaryLabel = UIColor(Color(value: .system(.label)).opacity(0.18))
    public static let placeholderText = UIColor(Color(value: .system(.label)).opacity(0.3))
    public static let systemBackground = UIColor(Color(value: .system(.systemBackground)))
    public static let secondarySystemBackground = UIColor(Color(value: .system(.secondarySystemBackground)))
    public static let tertiarySystemBackground = UIColor(Color(value: .system(.tertiarySystemBackground)))
    public static let systemGroupedBackground = UIColor(Color(value: .system(.systemGroupedBackground)))
    public static let secondarySystemGroupedBackground = UIColor(Color(value: .system(.secondarySystemGroupedBackground)))
    public static let tertiarySystemGroupedBackground = UIColor(Color(value: .system(.tertiarySystemGroupedBackground)))
    public static let systemFill = UIColor(Color(value: .system(.systemFill)).opacity(0.36))
    public static let secondarySystemFill = UIColor(Color(value: .system(.systemFill)).opacity(0.32))
    public static let tertiarySystemFill = UIColor(Color(value: .system(.systemFill)).opacity(0.24))
    public static let quaternarySystemFill = UIColor(Color(value: .system(.systemFill)).opacity(0.18))
    public static let separator = UIColor(Color(value: .system(.separator)).opacity(0.6))
    public static let opaqueSeparator = UIColor(Color(value: .system(.separator)))
    public static let link = UIColor(.blue)
    public static let tintColor = UIColor(.accentColor)
}
