import Foundation

// App groups, which widgets use to read what their app wrote. Apple's Foundation gives each
// group a folder shared by the app and its extensions; Linux's has no groups. Here a group is a
// folder on this machine, the same for every process, so an app's test and its widget share
// files as on a phone. `UserDefaults(suiteName:)` needs nothing: Linux's Foundation keeps a
// suite by its name already.

extension FileManager {
    /// The folder an app group shares, as Apple's: `$TERMISLAND_APP_GROUPS/<identifier>` when
    /// that variable names a folder, else `<temporary directory>/TermIsland/AppGroups/<identifier>`,
    /// made when first asked for. Nil only for an empty identifier or one that is not a plain
    /// name (`..`, a slash), which no group is.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard AppGroupContainer.isValid(groupIdentifier) else { return nil }
        let url = AppGroupContainer.root.appendingPathComponent(groupIdentifier, isDirectory: true)
        try? createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Where app groups' folders are kept.
package enum AppGroupContainer {
    /// The folder holding one folder per group.
    package static var root: URL {
        if let path = ProcessInfo.processInfo.environment["TERMISLAND_APP_GROUPS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
            .appendingPathComponent("TermIsland", isDirectory: true)
            .appendingPathComponent("AppGroups", isDirectory: true)
    }

    /// A group identifier names one folder: not empty, no path separators, not `.` or `..`.
    static func isValid(_ identifier: String) -> Bool {
        !identifier.isEmpty && identifier != "." && identifier != ".." && !identifier.contains("/") && !identifier.contains("\0")
    }
}
