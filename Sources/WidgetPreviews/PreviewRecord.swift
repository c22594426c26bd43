import Foundation
import IslandRegistry

/// A `#Preview` as its record holds it: where it was written and its name if a literal gave
/// one, known without running anything of the user's, and the preview itself, made when asked
/// for. Listing the records (the host's lookup does) never runs a preview, so a preview that
/// crashes or hangs is that preview's failure alone (PreviewIsolation).
public struct PreviewRecord {
    /// The name given as a plain string literal, or nil.
    public let name: String?
    public let fileID: String
    public let filePath: String
    public let line: Int
    private let make: () -> WidgetPreview

    public init(name: String?, site: PreviewSite, make: @escaping () -> WidgetPreview) {
        self.name = name
        fileID = site.fileID
        filePath = site.filePath
        line = site.line
        self.make = make
    }

    /// The preview, made now: its attributes and content states are evaluated.
    public func preview() -> WidgetPreview { make() }

    /// Its name, or "File.swift:42" as `WidgetPreview.title` says it.
    public var title: String { name ?? "\((filePath as NSString).lastPathComponent):\(line)" }

    /// Every preview's record linked into this program, in file and line order.
    public static var all: [PreviewRecord] {
        WidgetRegistry.values.compactMap { $0 as? PreviewRecord }.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }
}
