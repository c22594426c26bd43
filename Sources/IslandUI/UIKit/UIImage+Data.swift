import Foundation

// What widget code does with a `UIImage` besides drawing it: make an empty one, turn it into
// data to store in an activity's attributes, and back. A terminal shows no pictures, so the data
// is the image's name, which reads back as the same placeholder.

extension UIImage {
    /// An empty image.
    public init() { self.init(assetNamed: "") }

    /// The image as PNG data: here its name, as UTF-8 (a terminal keeps no pixels).
    public func pngData() -> Data? { Data(name.utf8) }

    /// The image as JPEG data: as `pngData()`.
    public func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }
}
