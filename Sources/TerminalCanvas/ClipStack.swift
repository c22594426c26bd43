/// Clipping for nested regions.
///
/// Each pushed rectangle is intersected with the one below it, so a region can never paint
/// outside its parent:
///
///     canvas.withClip(card) { canvas in
///         canvas.withClip(card.insetBy(1)) { canvas in
///             canvas.write(title, at: titleOrigin)   // cut at the card's inner edge
///         }
///     }
extension Canvas {
    /// The rectangle painting is clipped to: the top of the clip stack, or the whole canvas.
    public var clipRect: Rect { clipStack.last ?? bounds }

    /// Narrows painting to `rect` within the current clip until the matching `popClip()`.
    public mutating func pushClip(_ rect: Rect) {
        clipStack.append(clipRect.intersection(rect))
    }

    /// Restores the clip in force before the last `pushClip(_:)`; does nothing if none is left.
    public mutating func popClip() {
        if !clipStack.isEmpty { clipStack.removeLast() }
    }

    /// Paints with `body` clipped to `rect` within the current clip, then restores the clip.
    @discardableResult
    public mutating func withClip<Result>(_ rect: Rect, _ body: (inout Canvas) throws -> Result) rethrows -> Result {
        pushClip(rect)
        defer { popClip() }
        return try body(&self)
    }

    /// The current clip narrowed further to `rect`, if one is given.
    func clip(to rect: Rect?) -> Rect {
        guard let rect else { return clipRect }
        return clipRect.intersection(rect)
    }
}
