import Synchronization
import TerminalCanvas

/// Which view types are primitives (`PrimitiveView`), asked of the runtime once a type.
///
/// Resolving a tree asks it of every view. A cast to `any PrimitiveView` looks the conformance
/// up in the runtime's tables each time, about two thousand instructions, a tenth of a timer
/// tick's work; a dictionary of the few dozen view types a program has answers in a tenth of
/// that. The node is then made through the concrete type, without the cast.
enum PrimitiveViewTypes {
    /// What was found for a type. Unchecked: it holds a metatype, which is immutable; Swift 6
    /// asks metatypes sent across isolation to be `SendableMetatype`, which views are not.
    private struct Answer: @unchecked Sendable {
        let primitive: (any PrimitiveView.Type)?
    }

    private static let known = Mutex<[ObjectIdentifier: Answer]>([:])

    /// `Content` as a primitive view type, or nil when its body is what draws it.
    static func primitiveType<Content: View>(of _: Content.Type) -> (any PrimitiveView.Type)? {
        // With reuse off (`Reuse`) the runtime is asked every time.
        if Reuse.isOff { return Content.self as? any PrimitiveView.Type }
        let key = ObjectIdentifier(Content.self)
        if let answer = known.withLock({ $0[key] }) { return answer.primitive }
        let answer = Answer(primitive: Content.self as? any PrimitiveView.Type)
        known.withLock { $0[key] = answer }
        return answer.primitive
    }

    /// The node of `view`, which is of the primitive type `type` (what `primitiveType(of:)`
    /// gave for its type).
    static func makeNode<Content: View, Primitive: PrimitiveView>(
        of view: Content, as type: Primitive.Type, in context: NodeContext
    ) -> ViewNode {
        precondition(Content.self == Primitive.self)
        return withUnsafePointer(to: view) { pointer in
            pointer.withMemoryRebound(to: Primitive.self, capacity: 1) { $0.pointee.makeNode(in: context) }
        }
    }
}
