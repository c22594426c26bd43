import Foundation

// Alignment guides, which stacks align their children by, and button border shapes, accepted
// and drawn as they are (a button's cells have square corners).

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

extension View {
    /// Moves the view's guide `g`: a `VStack` aligned by `g` lines the view up by this value,
    /// in points from its leading edge (see `StackGuides`).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedView {
        changingNode { $0.horizontalGuides[g] = computeValue }
    }

    /// Moves the view's guide `g`: an `HStack` aligned by `g` lines the view up by this value,
    /// in points from its top.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedView {
        changingNode { $0.verticalGuides[g] = computeValue }
    }

    /// The shape of bordered buttons below: a terminal button's cells have square corners.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedView { modifyingEnvironment { _ in } }
}
