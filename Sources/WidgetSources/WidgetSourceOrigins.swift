/// The origin a command line's arguments name: the one place that tells the kinds apart, so a
/// new kind (an Xcode project's target, issue 38) is a case here and an origin of its own, and
/// nothing downstream changes.
package enum WidgetSourceOrigins {
    /// Whether `arguments` (a command's arguments that are not options) name widget sources
    /// rather than an example or a JSON file: the first names a folder or a Swift file.
    package static func named(by arguments: [String]) -> Bool {
        arguments.first.map(GivenWidgetFiles.names) ?? false
    }

    /// The origin of the files `arguments` name.
    package static func origin(of arguments: [String]) -> any WidgetSourceOrigin {
        GivenWidgetFiles(arguments)
    }
}
