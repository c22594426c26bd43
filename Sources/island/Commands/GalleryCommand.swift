import IslandExamples

/// `island gallery`: every example in every presentation.
enum GalleryCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandOptions.parse(arguments, accepting: SnapshotCommand.options)
        guard options.state == nil else { throw UsageError("--state is for one example: use it with island snapshot <example>") }
        if let argument = options.positional.first {
            throw UsageError("unexpected argument \"\(argument)\": gallery shows every example; island snapshot shows one")
        }
        var failed = false
        for example in Example.all {
            let (text, errors) = SnapshotCommand.frames(of: example, options)
            print(text, terminator: "")
            for error in errors { Island.printError("\(example.name): \(error)") }
            failed = failed || !errors.isEmpty
        }
        return failed ? 1 : 0
    }
}
