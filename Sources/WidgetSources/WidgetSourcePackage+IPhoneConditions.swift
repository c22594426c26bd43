import Foundation
import SwiftSourceText

/// A user's file in the package's target: a link to it, so an edit is seen at once, or, for a
/// file whose `#if` conditions ask about the platform, a copy with an iPhone's answers
/// (`IPhoneConditions`), written again before every build.
extension WidgetSourcePackage {
    /// Links `file` at `link`, or writes its iPhone copy there.
    static func place(_ file: URL, at link: URL) throws {
        let manager = FileManager.default
        try? manager.removeItem(at: link)
        if let text = try? String(contentsOf: file, encoding: .utf8),
           let rewritten = IPhoneConditions.rewrite(text, path: file.standardizedFileURL.path) {
            try Data(rewritten.utf8).write(to: link, options: .atomic)
        } else {
            try manager.createSymbolicLink(at: link, withDestinationURL: file)
        }
    }

    /// Every user file placed again (`preview --watch` before a rebuild): a copy follows its
    /// file's edit, and a file that gains or loses a platform condition changes between a link
    /// and a copy.
    package func placeSources() throws(WidgetSourceProblem) {
        do {
            for file in sources.files {
                let name = file.hasPrefix("/") ? (file as NSString).lastPathComponent : file
                try Self.place(sources.url(of: file), at: targetDirectory.appendingPathComponent(name))
            }
        } catch {
            throw .failure("\(targetDirectory.path): cannot write the widget's files: \(error.localizedDescription)")
        }
    }
}
