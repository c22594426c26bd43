// Which SF Symbols of a view tree do not draw as themselves: what a snapshot, `island snapshot`,
// `island play` and the previewer show as warnings under the grid.

extension ViewNode {
    /// The symbols in this tree that are not in the table (drawn by category or as the
    /// fallback), each once, in the order they are drawn.
    package func symbolDiagnostics(in set: SymbolGlyphSet) -> [SymbolDiagnostic] {
        var seen = Set<String>(), found: [SymbolDiagnostic] = []
        func walk(_ node: ViewNode) {
            if let name = node.symbolName, !seen.contains(name) {
                seen.insert(name)
                let resolution = SymbolTable.resolution(forSystemName: name)
                if !resolution.isKnown {
                    found.append(SymbolDiagnostic(name: name, resolution: resolution,
                                                  glyph: SymbolTable.glyph(forSystemName: name, in: set).text))
                }
            }
            node.children.forEach(walk)
        }
        walk(self)
        return found
    }
}

extension ViewRenderer {
    /// The SF Symbols `view` draws that are not in TermIsland's table, as warnings to show
    /// under its grid:
    ///
    ///     SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻
    public func symbolDiagnostics<Content: View>(of view: Content) -> [SymbolDiagnostic] {
        resolve(view).symbolDiagnostics(in: environment.symbolGlyphSet)
    }
}
