import CIslandRegistry
import Synchronization

/// What a record in the program's records section is: a C function that writes one value (an
/// `Any`) into the memory it is given. The compiler places one for each `#Preview` (the
/// `WidgetPreviews` macro writes it) and one for a widget folder's host program, so the program
/// can list them at run time without anyone naming them: the way Swift Testing finds its tests.
public typealias WidgetRegistryRecord = @convention(c) (_ value: UnsafeMutableRawPointer) -> Void

/// The values of every record linked into this program, in link order.
///
///     let previews = WidgetRegistry.values.compactMap { $0 as? WidgetPreview }
public enum WidgetRegistry {
    /// Each record's value, made afresh on every call (a record is code, not data): the
    /// program's own, then those of the widget library loaded last (`loadedLibrary`).
    public static var values: [Any] {
        var accessors: [WidgetRegistryRecord] = []
        withUnsafeMutablePointer(to: &accessors) { pointer in
            termisland_visit_record_sections(collect, pointer)
            if let library = loadedLibrary.withLock({ $0 }) {
                _ = termisland_visit_library_record_section(library, collect, pointer)
            }
        }
        return accessors.map { record in
            let value = UnsafeMutablePointer<Any>.allocate(capacity: 1)
            defer { value.deallocate() }
            record(UnsafeMutableRawPointer(value))
            return value.move()
        }
    }

    /// The path of the widget library `island` built from a widget folder and loaded into itself
    /// (docs/WidgetFolders.md, "The warm loop"), whose records count as the program's; nil in
    /// a program that has its widgets linked in. A reload sets the new library's path: the old
    /// one stays loaded (its code may still be running) but its records are no longer read.
    public static let loadedLibrary = Mutex<String?>(nil)

    /// Appends a section's records to the array `context` points at.
    private static let collect: @convention(c) (UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> Void = { start, size, context in
        guard let start, let context else { return }
        let found = context.assumingMemoryBound(to: [WidgetRegistryRecord].self)
        let stride = MemoryLayout<WidgetRegistryRecord>.stride
        let base = start.assumingMemoryBound(to: WidgetRegistryRecord.self)
        for index in 0..<(size / stride) { found.pointee.append(base[index]) }
    }
}

/// The record a widget folder's host program places (docs/WidgetFolders.md): what a widget's
/// or a bundle's `@main` runs instead of printing the bundle's summary. `bundle` is the
/// `@main` type's instance (an `any WidgetBundle` or `any Widget`), or nil.
public struct WidgetHostEntry: Sendable {
    public let run: @Sendable (_ bundle: Any?) -> Int32

    public init(run: @escaping @Sendable (_ bundle: Any?) -> Int32) { self.run = run }

    /// The host linked into this program, if any.
    public static var linked: WidgetHostEntry? {
        WidgetRegistry.values.lazy.compactMap { $0 as? WidgetHostEntry }.first
    }
}
