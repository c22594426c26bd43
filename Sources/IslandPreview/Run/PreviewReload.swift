import IslandInputs
import IslandPlayback

/// What `--watch` gives the previewer when a watched file changes: the files to watch from now
/// on, the reloaded scenario, and the kinds that draw it when they are new (a widget library
/// compiled again brings its own; a scenario file's reload keeps the previewer's).
public struct PreviewReload {
    public var scenario: Scenario
    public var kinds: ActivityKinds?
    /// The files to watch from now on (a file added to a widget folder is watched after the
    /// reload that found it); nil keeps the watch as it was.
    public var files: FileWatch?
    /// What failed in the reloaded code though it compiled (a preview that crashed or hung in
    /// its own process): the log says each after the reload, the status line all in one line.
    public var failures: [ReloadedPreviewFailure]

    public init(scenario: Scenario, kinds: ActivityKinds? = nil, files: FileWatch? = nil, failures: [ReloadedPreviewFailure] = []) {
        self.scenario = scenario
        self.kinds = kinds
        self.files = files
        self.failures = failures
    }
}
