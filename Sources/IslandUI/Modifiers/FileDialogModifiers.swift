import Foundation

// iOS 17's options of the file dialogs (`fileImporter`, `fileExporter`) an app's screens
// present. A widget presents no dialog, so these are accepted with Apple's types and draw the
// view as it is; `navigationDocument` names the document of a navigation bar a widget lacks.

/// What a file browser shows, as SwiftUI's `FileDialogBrowserOptions`.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1)
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 2)
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 4)
}

extension View {
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> ModifiedView { modifyingEnvironment { _ in } }
    public func fileDialogConfirmationLabel(_ label: Text?) -> ModifiedView { modifyingEnvironment { _ in } }
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> ModifiedView { modifyingEnvironment { _ in } }
    public func fileDialogCustomizationID(_ id: String) -> ModifiedView { modifyingEnvironment { _ in } }
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> ModifiedView { modifyingEnvironment { _ in } }
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> ModifiedView { modifyingEnvironment { _ in } }
    public func fileDialogMessage(_ message: Text?) -> ModifiedView { modifyingEnvironment { _ in } }
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> ModifiedView { modifyingEnvironment { _ in } }
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> ModifiedView { modifyingEnvironment { _ in } }
    public func fileExporterFilenameLabel(_ label: Text?) -> ModifiedView { modifyingEnvironment { _ in } }
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The document a navigation bar's title menu shares: a widget has no navigation bar.
    public func navigationDocument(_ url: URL) -> ModifiedView { modifyingEnvironment { _ in } }
}
