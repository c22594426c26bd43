import Foundation

/// An image in the app's asset catalogue, as Xcode's generated asset symbols name it
/// (`Image(.logo)`). A terminal draws an asset image as a placeholder of its size.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
    public init(name: String) { self.name = name }
}

/// A colour in the app's asset catalogue, as Xcode's generated asset symbols name it
/// (`Color(.brand)`): the colour registered under its name (`Color.registerAsset`), which
/// `island preview <folder>` does from the folder's colour sets.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
    public init(name: String) { self.name = name }
}

extension Image {
    /// The asset image `resource` names.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
    /// The asset colour `resource` names.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}
