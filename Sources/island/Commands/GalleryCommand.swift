import IslandExamples

/// `island gallery`: every example in every presentation.
enum GalleryCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandOptions.parse(arguments, accepting: [.presentation, .at, .styled] + CommandOptions.appearance,
                                               refused: [.state: "a content state is for one example: island snapshot <example> --state …"])
        if let argument = options.positional.first {
            throw UsageError("unexpected argument \"\(argument)\": gallery shows every example; island snapshot shows one")
        }
        var failed = false
        // A warning about the device is the same for every example: said once, where it first comes.
        var warned: Set<String> = []
        for example in Example.all {
            let (text, errors) = SnapshotCommand.frames(of: example, options, warned: &warned)
            print(text, terminator: "")
            for error in errors { Island.printError("\(example.name): \(error)") }
            failed = failed || !errors.isEmpty
        }
        return failed ? 1 : 0
    }
}
