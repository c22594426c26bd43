// Xcode's colour and image literals. On iOS, UIKit makes `#colorLiteral(…)` a `UIColor` and
// `#imageLiteral(…)` a `UIImage`; SwiftUI's `Color` takes a colour literal too.

/// The type of a `#colorLiteral(…)` with no other type in context, as UIKit's.
public typealias _ColorLiteralType = UIColor
/// The type of an `#imageLiteral(…)` with no other type in context, as UIKit's.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// An image literal's picture: a placeholder, as any picture.
    public init(imageLiteralResourceName path: String) { self.init(assetNamed: path) }
}
