import Foundation
import Testing

/// Every printed output in README.md and docs/ is produced by a test. Each block of text says
/// what prints it, on the line above it or in its own `$ ` lines:
///
/// - `$ swift run island …` lines in the block: each command is run in the repository (or in
///   the folder an `<!-- in DIR -->` marker names) and prints exactly the lines after it;
/// - `<!-- output of: island … -->`: the block is exactly what the command prints;
/// - `<!-- printed by: island-bench … -->`: the block is among what the benchmark prints (the
///   rest is timings);
/// - `<!-- output of the listing above -->`: the Swift listing above, compiled and run, prints it;
/// - `<!-- snapshot file PATH -->`: the block is that snapshot file, which its test compares;
/// - `<!-- checked by PATH -->`: that test reads the block from this page and produces it.
///
/// Two kinds are not outputs of this code and say so: `<!-- measured: … -->` (benchmark figures
/// of a given day) and `<!-- not output: … -->` (diagrams, trees, summaries).
@Suite("The documentation's outputs are real", .serialized)
struct OutputTests {
    static let blocks: [MarkdownBlock] = ((try? MarkdownBlock.all(in: MarkdownBlock.documentation())) ?? [])
        .filter { $0.language.isEmpty || $0.language == "text" }

    static func named(_ name: String) throws -> MarkdownBlock { try #require(blocks.first { $0.description == name }) }

    static let island = buildDirectory.appendingPathComponent("island")
    static let bench = buildDirectory.appendingPathComponent("island-bench")

    /// A command as the documentation writes it, as arguments to the executable it names.
    static func command(_ line: String) -> (executable: URL, arguments: [String])? {
        var words = shellWords(line)
        if words.suffix(2) == ["|", "cat"] { words.removeLast(2) }
        if words.first == "$" { words.removeFirst() }
        if words.prefix(2) == ["swift", "run"] { words.removeFirst(2) }
        if words.prefix(2) == ["-c", "release"] { words.removeFirst(2) }
        switch words.first {
        case "island": return (island, Array(words.dropFirst()))
        case "island-bench": return (bench, Array(words.dropFirst()))
        default: return nil
        }
    }

    @Test func everyBlockOfTextSaysWhatPrintsIt() {
        #expect(Self.blocks.count > 30)
        let known = ["in ", "output of: ", "printed by: ", "output of the listing above", "snapshot file ", "checked by ",
                     "measured: ", "not output: "]
        for block in Self.blocks {
            let saysSo = block.text.hasPrefix("$ ") || known.contains { block.marker?.hasPrefix($0) == true }
            #expect(saysSo, "\(block): a block of text with nothing saying what prints it (see OutputTests)")
        }
    }

    static let commandBlocks = blocks.filter { $0.text.hasPrefix("$ ") || $0.marker?.hasPrefix("output of: ") == true }

    @Test(arguments: commandBlocks.map(\.description))
    func commandsPrintWhatTheDocumentationShows(_ name: String) throws {
        let block = try Self.named(name)
        var directory = repositoryRoot
        if let marker = block.marker, marker.hasPrefix("in ") { directory.appendPathComponent(String(marker.dropFirst(3))) }
        var actual = ""
        if let marker = block.marker, marker.hasPrefix("output of: ") {
            let (executable, arguments) = try #require(Self.command(String(marker.dropFirst("output of: ".count))), "\(block)")
            actual = Self.trimmed(try runProcess(executable, arguments, in: directory).text)
        } else {
            // `$ command` lines, each followed by what it prints.
            for line in block.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() where line.hasPrefix("$ ") {
                let (executable, arguments) = try #require(Self.command(String(line)), "\(block): \(line)")
                actual += line + "\n" + Self.trimmed(try runProcess(executable, arguments, in: directory).text)
            }
        }
        let expected = block.text
        #expect(actual == expected, "\(block) shows output that the command does not print:\n\(Self.difference(expected, actual))")
    }

    @Test(arguments: blocks.filter { $0.marker?.hasPrefix("printed by: ") == true }.map(\.description))
    func benchmarksPrintWhatTheDocumentationShows(_ name: String) throws {
        let block = try Self.named(name)
        let (executable, arguments) = try #require(Self.command(String(block.marker!.dropFirst("printed by: ".count))))
        let printed = try runProcess(executable, arguments).text
        #expect(printed.contains(block.text), "\(block) is not among what \(block.marker!) prints:\n\(printed)")
    }

    @Test(arguments: blocks.filter { $0.marker == "output of the listing above" }.map(\.description))
    func listingsPrintWhatTheDocumentationShows(_ name: String) throws {
        let block = try Self.named(name)
        let listing = try #require(Listings.sources().last { $0.block.file == block.file && $0.block.line < block.line },
                                   "\(block): no Swift listing above it")
        let result = try Listings.run(listing.source, named: "output")
        #expect(result.status == 0, "\(listing.block) does not build or run:\n\(result.text)")
        #expect(result.text == block.text, "\(block) is not what \(listing.block) prints:\n\(Self.difference(block.text, result.text))")
    }

    @Test(arguments: blocks.filter { $0.marker?.hasPrefix("snapshot file ") == true }.map(\.description))
    func snapshotFilesAreShownAsTheyAre(_ name: String) throws {
        let block = try Self.named(name)
        let path = String(block.marker!.dropFirst("snapshot file ".count))
        let file = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(file == block.text || file + "\n" == block.text, "\(block) is not \(path) as committed")
    }

    @Test(arguments: blocks.filter { $0.marker?.hasPrefix("checked by ") == true }.map(\.description))
    func theTestsThatCheckABlockReadIt(_ name: String) throws {
        let block = try Self.named(name)
        let path = String(block.marker!.dropFirst("checked by ".count))
        let test = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(test.contains(block.file), "\(path) does not read \(block.file), whose block at \(block) it is said to check")
    }

    /// Output as a page shows it: the blank lines that end it (between frames) left out.
    static func trimmed(_ output: String) -> String {
        var text = output
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }

    /// The first line where two texts differ, with the lines around it.
    static func difference(_ expected: String, _ actual: String) -> String {
        let shown = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let printed = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(shown.count, printed.count) {
            let left = index < shown.count ? String(shown[index]) : "(nothing)"
            let right = index < printed.count ? String(printed[index]) : "(nothing)"
            if left != right { return "line \(index + 1):\n  docs:    \(left)\n  printed: \(right)" }
        }
        return "(the same)"
    }
}
