import Foundation

// Modifiers that move where a view is drawn without changing its layout.

extension View {
    /// Drawn `x`, `y` points away from where layout put it (rounded to whole cells); the space it
    /// takes stays where it was, as in SwiftUI.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            let wrapper = ViewNode(.padding(EdgeInsets()), children: [node], identity: context.identity)
            wrapper.paintOffset = (x.isFinite ? x : 0, y.isFinite ? y : 0)
            return wrapper
        })
    }

    public func offset(_ offset: CGSize) -> ModifiedView { self.offset(x: Double(offset.width), y: Double(offset.height)) }

    /// The view's centre at `x`, `y` in the space it is offered, which it takes whole.
    public func position(x: Double = 0, y: Double = 0) -> ModifiedView {
        let point = (x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        return ModifiedView(content: AnyView(self), wrap: { node, context in
            let frame = ViewNode(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
                                 children: [node], identity: context.identity)
            frame.positionCenter = point
            return frame
        })
    }

    public func position(_ point: CGPoint) -> ModifiedView { position(x: Double(point.x), y: Double(point.y)) }
}
