// The part of pointfreeco's swift-snapshot-testing (1.x) API that docs/ and README.md use,
// declared with the same shapes so the listings that use it are type-checked without the
// package (TermIsland has no package dependencies). It does nothing: only its declarations
// matter. Compiled as module `SnapshotTesting` by DocumentationTests; not part of any target.
import Foundation

public struct Diffing<Value> {
    public init() {}
}

public struct Snapshotting<Value, Format> {
    public var pathExtension: String?
    public var diffing: Diffing<Format>
    public var snapshot: (Value) -> Format

    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { snapshot(transform($0)) }
    }
}

public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == String, Format == String {
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: Diffing()) { $0 } }
}

public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {}
