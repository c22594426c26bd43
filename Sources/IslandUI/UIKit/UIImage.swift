import Foundation

/// A UIKit image, as far as a terminal can tell: its name.
public struct UIImage: Hashable, Sendable {
    let name: String
    /// Whether `name` is an SF Symbol's (`UIImage(systemName:)`), drawn as its glyph.
    var isSymbol = false
    init(assetNamed name: String) { self.name = name }
    public init?(named name: String) { self.name = name }
    public init?(named name: String, in bundle: Bundle?, with configuration: AnyObject?) { self.name = name }
    public init?(systemName: String) {
        name = systemName
        isSymbol = true
    }
    /// An image from data: the name `pngData()` wrote, else "image".
    public init?(data: Data) { name = String(data: data, encoding: .utf8).flatMap { $0.isEmpty ? nil : $0 } ?? "image" }
    public init?(contentsOfFile path: String) { name = (path as NSString).lastPathComponent }

    /// The picture's size in points: unknown here, so zero.
    public var size: CGSize { .zero }
}
