import Foundation

// iOS 17's filled and stroked shapes as types, as SwiftUI's `ShapeView.fill(_:)` and
// `stroke(_:)` return them: a shape with its style, drawn over the view it was made from
// (`Circle().fill(.red).stroke(.white)` is a stroke over a fill). Each draws as the shape's own
// `fill`, `stroke` or `strokeBorder` does, on top of its `background`.

/// A shape filled with a style, over a background, as SwiftUI's `FillShapeView`.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: View {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public var body: some View {
        ZStack {
            background
            shape.fill(style, style: fillStyle)
        }
    }
}

/// A shape's outline in a style, over a background, as SwiftUI's `StrokeShapeView`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: View {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: some View {
        ZStack {
            background
            shape.stroke(style, style: strokeStyle)
        }
    }
}

/// A shape's outline drawn inside its frame, over a background, as SwiftUI's
/// `StrokeBorderShapeView`.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: View {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: some View {
        ZStack {
            background
            shape.strokeBorder(style, style: strokeStyle, antialiased: isAntialiased)
        }
    }
}
