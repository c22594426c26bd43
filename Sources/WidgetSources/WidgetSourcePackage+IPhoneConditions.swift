import Foundation
import SwiftSourceText

/// A user's file in the package's target: a link to it, so an edit is seen at once, or, for a
/// file whose `#if` conditions ask about the platform, a copy with an iPhone's answers
/// (`IPhoneConditions`), written again before a build when it differs.
extension WidgetSourcePackage {
    /// Links `file` at `link`, or writes its iPhone copy there. What is already there as it
    /// should be is left alone: a copy written again is a newer file, and the build would
    /// compile it again for nothing.
    static func place(_ file: URL, at link: URL) throws {
        if let text = try? String(contentsOf: file, encoding: .utf8),
           let rewritten = IPhoneConditions.rewrite(text, path: file.standardizedFileURL.path) {
            try PackageFolder.write(rewritten, to: link)
        } else {
            try PackageFolder.link(link, to: file)
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
