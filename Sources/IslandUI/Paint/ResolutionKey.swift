/// What a tree was resolved for (`ViewRenderer.resolve(_:reusingFor:)`), kept in a class of
/// the key's type: telling it from the next key is a comparison of two classes and the key's
/// own `==`. As `AnyHashable` it went through dynamic casts, and a generic function not
/// specialized across modules looked the key's type up at every call; a caller that makes
/// `TypedResolutionKey` of its own key type does neither.
package class ResolutionKey {
    /// Whether `other` holds a key of the same type, equal to this one.
    package func isSame(as other: ResolutionKey) -> Bool { false }
}

/// A key of type `Key`, for `ViewRenderer.resolve(_:reusingFor:)`.
package final class TypedResolutionKey<Key: Hashable>: ResolutionKey {
    package let key: Key

    package init(_ key: Key) { self.key = key }

    override package func isSame(as other: ResolutionKey) -> Bool {
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: self)) else { return false }
        return unsafeDowncast(other, to: TypedResolutionKey<Key>.self).key == key
    }
}
