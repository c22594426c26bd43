import Foundation

/// What one `.swiftdeps` file says of its source file: the compiler's own account, written by
/// `swift-frontend -emit-reference-dependencies-path`, of what the file declares ("provides")
/// and what it uses. Read here to decide, as swiftc's incremental build does, whether an edit
/// can have changed what the other files of the folder were compiled against: when the file's
/// provided declarations and their fingerprints are the same as before, no other file is stale.
///
/// The format is the compiler's (swift/AST/FineGrainedDependencyFormat.h): the signature
/// `DEPS`, a BLOCKINFO block, then a record block holding a METADATA record, the identifiers,
/// and one node record per node, each followed by its fingerprint when it has one.
package struct SwiftDependencyFile: Equatable {
    /// A node of the graph: a declaration's interface or implementation, or the file itself.
    package struct Node: Equatable, Hashable {
        /// The compiler's `NodeKind`: 0 top-level, 1 nominal, 2 potential member, 3 member,
        /// 4 dynamic lookup, 5 external dependency, 6 the source file.
        package let kind: UInt64
        /// 0 the interface, 1 the implementation.
        package let aspect: UInt64
        package let context: String
        package let name: String
        package let isProvided: Bool
        package let fingerprint: String?
    }

    package let compilerVersion: String
    package let nodes: [Node]

    static let signature = Array("DEPS".utf8)
    static let recordBlock: UInt64 = 8  // LLVM's FIRST_APPLICATION_BLOCKID
    static let formatVersion: [UInt64] = [1, 0]

    enum Code {
        static let metadata: UInt64 = 1, node: UInt64 = 2, fingerprint: UInt64 = 3, dependsOn: UInt64 = 4, identifier: UInt64 = 5
    }

    /// Reads the file's bytes; a file of another version or a damaged one is `Malformed`.
    package init(bytes: [UInt8]) throws(Bitstream.Malformed) {
        var stream = Bitstream(bytes)
        guard try stream.signature(4) == Self.signature else { throw Bitstream.Malformed(description: "not a .swiftdeps file (no DEPS signature)") }
        var identifiers: [String] = [""]
        var nodes: [Node] = []
        var pending: (kind: UInt64, aspect: UInt64, context: String, name: String, isProvided: Bool)?
        var fingerprint: String?
        var version: String?
        func finish() {
            if let node = pending {
                nodes.append(Node(kind: node.kind, aspect: node.aspect, context: node.context, name: node.name,
                                  isProvided: node.isProvided, fingerprint: fingerprint))
            }
            pending = nil
            fingerprint = nil
        }
        var inRecords = false, ended = false
        reading: while !stream.isAtEnd {
            switch try stream.next() {
            case .enterBlock(let id, let words):
                guard id == Self.recordBlock, !inRecords else { try stream.skipBlock(words: words); continue }
                inRecords = true
            case .endBlock:
                if inRecords { ended = true; break reading }
            case .record(let record):
                guard inRecords else { continue }
                switch record.code {
                case Code.metadata:
                    guard Array(record.fields.prefix(2)) == Self.formatVersion else {
                        throw Bitstream.Malformed(description: "a .swiftdeps file of format \(record.fields.prefix(2).map(String.init).joined(separator: ".")), not 1.0")
                    }
                    version = String(decoding: record.blob ?? [], as: UTF8.self)
                case Code.identifier:
                    identifiers.append(String(decoding: record.blob ?? [], as: UTF8.self))
                case Code.node:
                    finish()
                    guard record.fields.count == 5 else { throw Bitstream.Malformed(description: "a node record of \(record.fields.count) fields") }
                    let f = record.fields
                    guard f[2] < UInt64(identifiers.count), f[3] < UInt64(identifiers.count) else {
                        throw Bitstream.Malformed(description: "a node names identifier \(max(f[2], f[3])) of \(identifiers.count - 1)")
                    }
                    pending = (f[0], f[1], identifiers[Int(f[2])], identifiers[Int(f[3])], f[4] == 1)
                case Code.fingerprint:
                    guard pending != nil else { throw Bitstream.Malformed(description: "a fingerprint before any node") }
                    fingerprint = String(decoding: record.blob ?? [], as: UTF8.self)
                case Code.dependsOn:
                    guard pending != nil else { throw Bitstream.Malformed(description: "a dependency before any node") }
                default:
                    throw Bitstream.Malformed(description: "record code \(record.code) is unknown")
                }
            }
        }
        finish()
        // A file cut short can end between two records; only the block's end says it is whole.
        guard ended else { throw Bitstream.Malformed(description: "the file ends inside its record block") }
        guard let version else { throw Bitstream.Malformed(description: "no METADATA record") }
        compilerVersion = version
        self.nodes = nodes
    }

    package init(contentsOf url: URL) throws(Bitstream.Malformed) {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Bitstream.Malformed(description: "\(url.path) cannot be read") }
        try self.init(bytes: [UInt8](data))
    }

    /// What the other files can see of this one, as one hash: each provided node with its
    /// fingerprint (the source file's own node carries the hash of every token outside function
    /// bodies). Equal hashes before and after an edit mean the edit stayed inside bodies, so only
    /// this file needs compiling; what the file uses may have changed, which concerns it alone.
    package var providedInterface: String {
        let lines = nodes.filter(\.isProvided).map { "\($0.kind) \($0.aspect) \($0.context) \($0.name) \($0.fingerprint ?? "-")" }
        return StableHash.hex(lines.sorted().joined(separator: "\n"))
    }
}
