import Foundation

// iOS 17's `containerRelativeFrame`: a size relative to the nearest container. In a Live
// Activity the nearest container is the presentation (there are no scroll views), whose space
// is what the view is offered; so the plain form fills what it is offered, and the forms that
// divide or compute a length read the offered size as `GeometryReader` does (and, as it does,
// take all of it).

extension View {
    /// The whole length the container offers along `axes`, the view aligned in it.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedView {
        frame(maxWidth: axes.contains(.horizontal) ? .infinity : nil,
              maxHeight: axes.contains(.vertical) ? .infinity : nil, alignment: alignment)
    }

    /// `span` of `count` equal parts of the container's length, `spacing` points between parts.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> ModifiedView {
        let count = max(count, 1), span = min(max(span, 1), max(count, 1))
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, part * CGFloat(span) + spacing * CGFloat(span - 1))
        }
    }

    /// A length computed from the container's (`{ length, axis in length * 0.4 }`).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> ModifiedView {
        let content = AnyView(self)
        return GeometryReader { proxy in
            content.frame(width: axes.contains(.horizontal) ? Double(length(proxy.size.width, .horizontal)) : nil,
                          height: axes.contains(.vertical) ? Double(length(proxy.size.height, .vertical)) : nil,
                          alignment: alignment)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }.modifyingEnvironment { _ in }
    }
}
