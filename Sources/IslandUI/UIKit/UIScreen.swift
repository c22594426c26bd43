import Foundation

/// The phone's screen, as UIKit's `UIScreen`, for widget code that sizes views from it
/// (`UIScreen.main.bounds.width * 0.4`): an iPhone 15 Pro's, 393 × 852 points at 3×, the
/// device class most Live Activities are designed on.
public final class UIScreen: @unchecked Sendable {
    /// The screen widget code reads.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

    public let bounds: CGRect
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public let scale: CGFloat
    public var nativeScale: CGFloat { scale }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
