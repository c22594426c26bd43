import Foundation

// Alignment guides and button border shapes: accepted, drawn as they are. A terminal aligns on
// whole cells with the stacks' own guides, and a button's cells have square corners.

/// A view's size and guides as `alignmentGuide`'s closure reads them, as SwiftUI's.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top, .firstTextBaseline: 0
        case .center: height / 2
        case .bottom, .lastTextBaseline: height
        }
    }
}

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
    /// Moves the view's alignment guide: the view is aligned by its stack's own guide (a
    /// terminal aligns whole cells; a guide moved by points would rarely move a cell).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// The shape of bordered buttons below: a terminal button's cells have square corners.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedView { modifyingEnvironment { _ in } }
}
