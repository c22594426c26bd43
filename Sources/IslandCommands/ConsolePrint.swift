import IslandCommandLine

/// `print` in the `island` module writes to `Console.current`, so every command's output is
/// checked for failed writes and can be captured by tests, without each command knowing.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Console.current.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
}
