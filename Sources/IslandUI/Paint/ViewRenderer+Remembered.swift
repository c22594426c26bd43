extension ViewRenderer {
    /// `make()`, worked out once for the tree `node` and remembered while that tree is brought
    /// on to new dates (`resolve(_:reusingFor:)`): for what follows from the views alone and
    /// not from a timer's digits, such as the symbols a tree draws, its images' frames or the
    /// URL it opens. Bringing a tree on changes only the text of its timers and dates, so
    /// these hold; a tree resolved again, or another tree, works them out afresh.
    ///
    /// A presentation asked these of its tree at every tick: a sixth of a card's frame.
    package func remembered<Fact>(_ name: String, of node: ViewNode, _ make: () -> Fact) -> Fact {
        if reuseIsOff { return make() }
        if rememberedFacts?.root !== node { rememberedFacts = (node, []) }
        // A handful of names, short (compared without hashing). The entry first: a missing one
        // cast to an optional fact would read as a fact of nil.
        if let entry = rememberedFacts!.facts.first(where: { $0.name == name }), let known = entry.fact as? Fact { return known }
        let fact = make()
        rememberedFacts!.facts.append((name, fact))
        return fact
    }
}
