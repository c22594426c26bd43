/// What swiftc's driver would run to compile and link a widget library, as it says with
/// `-driver-print-jobs`: the frontend's command for a batch of files, with the inputs and the
/// outputs taken out (`FrontendCommand`), and the link's. Kept beside the objects, so that a save
/// that touched only function bodies is compiled by running the frontend on that file and linking,
/// the driver's own choices unchanged (docs/WidgetFolders.md, "The warm loop").
package struct DriverJobs: Codable, Equatable, Sendable {
    package var frontend: FrontendCommand
    /// The link (`clang -shared …` on Linux), its output where the driver's was.
    package var link: [String]

    /// The frontend's arguments, the same for every batch of one build but for which files are
    /// primary and where their outputs go.
    package struct FrontendCommand: Codable, Equatable, Sendable {
        package var executable: String
        /// The words before the input files, and those after them.
        package var leading: [String]
        package var trailing: [String]

        /// The command compiling `primaries` among `inputs` (in the driver's order), each primary's
        /// object and dependencies written where `outputs` says.
        package func command(inputs: [String], primaries: Set<String>,
                             outputs: (String) -> (object: String, dependencies: String)) -> [String] {
            var words = [executable] + leading
            for input in inputs {
                if primaries.contains(input) { words.append("-primary-file") }
                words.append(input)
            }
            words += trailing
            for input in inputs where primaries.contains(input) {
                let (object, dependencies) = outputs(input)
                words += ["-o", object, "-emit-reference-dependencies-path", dependencies]
            }
            return words
        }
    }

    /// The frontend's options that name one batch's outputs, each followed by its path.
    static let outputOptions: Set<String> = ["-o", "-supplementary-output-file-map", "-emit-reference-dependencies-path",
                                             "-emit-dependencies-path", "-serialize-diagnostics-path", "-emit-const-values-path",
                                             "-index-unit-output-path", "-emit-module-path", "-emit-module-doc-path",
                                             "-emit-module-source-info-path", "-emit-abi-descriptor-path"]

    /// Reads `-driver-print-jobs`'s lines, given the build's input files. `nil` when they are not
    /// what this reads: no compile or link job, inputs not in one run, a response file.
    package init?(printed: String, inputs: [String]) {
        let known = Set(inputs)
        var frontend: FrontendCommand?, link: [String]?
        for line in printed.split(separator: "\n") {
            guard let words = ShellWords.split(line), let tool = words.first else { return nil }
            if words.contains(where: { $0.hasPrefix("@") && !$0.hasSuffix(".autolink") }) { return nil }
            if tool.hasSuffix("/swift-frontend"), words.dropFirst().prefix(2) == ["-frontend", "-c"], frontend == nil {
                guard let command = Self.frontendCommand(words, known: known) else { return nil }
                frontend = command
            } else if words.contains("-shared"), words.contains("-o") {
                link = words
            }
        }
        guard let frontend, let link else { return nil }
        self.frontend = frontend
        self.link = link
    }

    package init(frontend: FrontendCommand, link: [String]) {
        self.frontend = frontend
        self.link = link
    }

    private static func frontendCommand(_ words: [String], known: Set<String>) -> FrontendCommand? {
        var leading: [String] = [], trailing: [String] = []
        var seenInputs = false, index = 1
        while index < words.count {
            let word = words[index]
            let isPrimary = word == "-primary-file"
            if isPrimary || known.contains(word) {
                if isPrimary, !(index + 1 < words.count && known.contains(words[index + 1])) { return nil }
                // The inputs come together; a file met again after other words is not a layout this knows.
                if seenInputs && !trailing.isEmpty { return nil }
                seenInputs = true
                index += isPrimary ? 2 : 1
                continue
            }
            if outputOptions.contains(word) { index += 2; continue }
            if seenInputs { trailing.append(word) } else { leading.append(word) }
            index += 1
        }
        guard seenInputs else { return nil }
        return FrontendCommand(executable: words[0], leading: leading, trailing: trailing)
    }

    /// The linker's own command from what `clang -###` printed for the link: the last line of
    /// quoted words, when it is a command with an output. Run instead of clang, it saves clang's
    /// start on each save (20 ms of the 90 ms link on the 2-core machine).
    package static func linkerCommand(clangPrinted: String) -> [String]? {
        guard let line = clangPrinted.split(separator: "\n").last(where: { $0.hasPrefix(" \"") }),
              let words = ShellWords.split(line), let tool = words.first, tool.hasPrefix("/"),
              words.contains("-o"), !words.contains(where: { $0.hasPrefix("@") && !$0.hasSuffix(".autolink") })
        else { return nil }
        return words
    }

    /// The link writing `output` instead of the driver's output.
    package func link(writing output: String) -> [String] {
        var words = link
        if let at = words.lastIndex(of: "-o"), at + 1 < words.count { words[at + 1] = output }
        return words
    }
}
