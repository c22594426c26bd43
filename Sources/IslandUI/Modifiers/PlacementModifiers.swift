import Foundation

// Modifiers that move where a view is drawn without changing its layout.

extension View {
    /// Drawn `x`, `y` points away from where layout put it (rounded to whole cells); the space it
    /// takes stays where it was, as in SwiftUI.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            let wrapper = ViewNode(.padding(EdgeInsets()), children: [node], identity: context.identity)
            wrapper.paintOffset = (x.finitePoints, y.finitePoints)
            return wrapper
        })
    }

    public func offset(_ offset: CGSize) -> ModifiedView { self.offset(x: offset.width, y: offset.height) }

    /// The view's centre at `x`, `y` in the space it is offered, which it takes whole.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView {
        let point = (x: x.finitePoints, y: y.finitePoints)
        return ModifiedView(content: AnyView(self), wrap: { node, context in
            let frame = ViewNode(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
                                 children: [node], identity: context.identity)
            frame.positionCenter = point
            return frame
        })
    }

    public func position(_ point: CGPoint) -> ModifiedView { position(x: point.x, y: point.y) }
}
