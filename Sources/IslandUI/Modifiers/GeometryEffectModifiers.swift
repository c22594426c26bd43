import Foundation

// Geometry and preference plumbing a terminal's fixed grid has no use for: projections,
// transforms, matched geometry, anchors: accepted with Apple's signature, drawn where it is.
// docs/IslandUI.md, "Accepted without effect".

extension View {
    /// `anchorPreference`: accepted as in SwiftUI; the view is drawn as it is.
    public func anchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> ModifiedView where K : PreferenceKey { modifyingEnvironment { _ in } }


    /// `coordinateSpace`: accepted as in SwiftUI; the view is drawn as it is.
    public func coordinateSpace<T>(name: T) -> ModifiedView where T : Hashable { modifyingEnvironment { _ in } }

    /// `drawingGroup`: accepted as in SwiftUI; the view is drawn as it is.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `matchedGeometryEffect`: accepted as in SwiftUI; the view is drawn as it is.
    public func matchedGeometryEffect<ID>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedView where ID : Hashable { modifyingEnvironment { _ in } }


    /// `projectionEffect`: accepted as in SwiftUI; the view is drawn as it is.
    public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `scrollDismissesKeyboard`: accepted as in SwiftUI; the view is drawn as it is.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `transformAnchorPreference`: accepted as in SwiftUI; the view is drawn as it is.
    public func transformAnchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> ModifiedView where K : PreferenceKey { modifyingEnvironment { _ in } }

    /// `transformEffect`: accepted as in SwiftUI; the view is drawn as it is.
    public func transformEffect(_ transform: CGAffineTransformStandIn) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `transformPreference`: accepted as in SwiftUI; the view is drawn as it is.
    public func transformPreference<K>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> ModifiedView where K : PreferenceKey { modifyingEnvironment { _ in } }
}
