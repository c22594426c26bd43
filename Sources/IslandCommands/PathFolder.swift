/// The folder part of a path as it was typed, as `NSString.deletingLastPathComponent` gives it
/// (`a/b/c` → `a/b`, `a/b/` → `a`, `/x` → `/`, `x` → ``), written out because that property
/// traps on a path of one character in swift-corelibs-foundation (`--report r` crashed island).
func folderPart(of path: String) -> String {
    var path = Substring(path)
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    guard let slash = path.lastIndex(of: "/") else { return "" }
    if slash == path.startIndex { return "/" }
    var folder = path[..<slash]
    while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
    return String(folder)
}
