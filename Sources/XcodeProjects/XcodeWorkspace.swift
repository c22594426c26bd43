import Foundation
#if canImport(FoundationXML)
// On Linux XMLParser is in a module of its own (it links libxml2).
import FoundationXML
#endif

/// An Xcode workspace (`App.xcworkspace/contents.xcworkspacedata`): the projects and the
/// folders (local Swift packages among them) it lists, with `group:`, `container:`,
/// `absolute:` and `self:` locations resolved and nested groups followed.
package struct XcodeWorkspace: Sendable {
    package let url: URL
    /// The `.xcodeproj` folders, in the order listed.
    package let projects: [URL]
    /// The other folders listed that hold a `Package.swift`: local packages.
    package let packages: [URL]

    package init(contentsOf url: URL) throws(XcodeProjectError) {
        let file = url.appendingPathComponent("contents.xcworkspacedata")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw XcodeProjectError(file: file.path, reason: .unreadable("no such file"))
        }
        let reader = WorkspaceReader(folder: url.standardizedFileURL.deletingLastPathComponent().path, workspace: url.standardizedFileURL.path)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            let message = parser.parserError?.localizedDescription ?? "not XML"
            throw XcodeProjectError(file: file.path, reason: .malformed("line \(parser.lineNumber): \(message)"))
        }
        self.url = url.standardizedFileURL
        projects = reader.locations.filter { $0.hasSuffix(".xcodeproj") }.map { URL(fileURLWithPath: $0) }
        packages = reader.locations.filter {
            !$0.hasSuffix(".xcodeproj") && FileManager.default.fileExists(atPath: $0 + "/Package.swift")
        }.map { URL(fileURLWithPath: $0) }
    }

    private final class WorkspaceReader: NSObject, XMLParserDelegate {
        let folder: String
        let workspace: String
        /// The folder each open `Group` stands for.
        var groups: [String] = []
        var locations: [String] = []

        init(folder: String, workspace: String) {
            self.folder = folder
            self.workspace = workspace
        }

        func resolve(_ location: String) -> String {
            let parts = location.split(separator: ":", maxSplits: 1).map(String.init)
            let kind = parts.first ?? "", path = parts.count > 1 ? parts[1] : ""
            switch kind {
            case "absolute": return XcodePath.join("/", path)
            case "container": return XcodePath.join(folder, path)
            // An .xcodeproj's own workspace names its project as `self:`.
            case "self": return XcodePath.join(folder, path)
            default: return XcodePath.join(groups.last ?? folder, path)
            }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "Group": groups.append(attributes["location"].map(resolve) ?? groups.last ?? folder)
            case "FileRef": if let location = attributes["location"] { locations.append(resolve(location)) }
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "Group", !groups.isEmpty { groups.removeLast() }
        }
    }
}
