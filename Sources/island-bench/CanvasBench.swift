import TerminalCanvas

/// `island-bench canvas`: canvas diff and ANSI encoding (written with the TerminalCanvas issue).
func runCanvasBenchmarks(_ arguments: [String]) {
    print("{\"suite\":\"canvas\",\"status\":\"not yet written\"}")
}
