import Foundation
import TerminalCanvas

extension Color {
    /// A colour's components in one environment, as SwiftUI's `Color.Resolved` (iOS 17): what
    /// `resolve(in:)` answers, sRGB components from 0 to 1.
    ///
    ///     Color.blue.resolve(in: environment)   // red 0.04, green 0.52, blue 1 in the dark scheme
    public struct Resolved: Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// The components in linear light (sRGB's transfer function undone).
        public var linearRed: Float { Self.linear(red) }
        public var linearGreen: Float { Self.linear(green) }
        public var linearBlue: Float { Self.linear(blue) }

        static func linear(_ value: Float) -> Float {
            value <= 0.04045 ? value / 12.92 : Float(pow((Double(value) + 0.055) / 1.055, 2.4))
        }
    }

    /// The colour's components in `environment`'s colour scheme: the same red, green and blue
    /// the terminal is given for it; the terminal's own foreground (`.primary`) as white in the
    /// dark scheme and black in the light; a clear colour fully transparent.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let scheme = environment.colorScheme
        let opacity = Float(opacityValue)
        switch terminalColor(in: scheme) {
        case .rgb(let r, let g, let b)?:
            return Resolved(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, opacity: opacity)
        case nil:
            return Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        default:
            let plain: Float = scheme == .dark ? 1 : 0
            return Resolved(red: plain, green: plain, blue: plain, opacity: opacity)
        }
    }

    /// The colour of resolved components.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }
}
