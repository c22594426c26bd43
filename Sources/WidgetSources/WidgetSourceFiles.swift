import Foundation
import SwiftSourceText

/// Which files a widget is built from: the first stage's answer, whatever found them.
package struct WidgetSourceFiles: Equatable, Sendable {
    /// The folder the files are in (for a list of files, the first one's folder): its asset
    /// catalogues and intent definitions are the widget's too.
    package let root: URL
    /// The files, relative to `root` (or absolute, when outside it), sorted.
    package let files: [String]

    package init(root: URL, files: [String]) {
        self.root = root
        self.files = files
    }

    /// A file's full path.
    package func url(of file: String) -> URL {
        file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
    }

    /// What each file declares, read from its text (a file that cannot be read declares nothing).
    package func declarations() -> WidgetSourceDeclarations {
        WidgetSourceDeclarations(files.map { file in
            (file, SwiftDeclarations((try? String(contentsOf: url(of: file), encoding: .utf8)) ?? ""))
        })
    }
}
