"""Apple's inventory against our public declarations: the figures of docs/Compatibility.md.

A type is covered when we declare a public type (or typealias) of its name and owner. A
declaration with arguments is covered when the calls written with Apple's labels compile against
ours: the call with every argument, and the call with only those Apple gives no default (our
extra parameters must have defaults; two overloads of ours may take one call each). A property or case is covered by a member of its
name. Types that only conform to a protocol of ours and members inherited from one are not
counted: they would not resolve as Xcode resolves them.
"""

import os
import re
from collections import defaultdict

from . import docpages, inventory

MEASURED_MODULES = ["SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "DeveloperToolsSupport",
                    "Combine"]


def accepts(ours, call):
    """Whether a call with these argument labels binds to our parameter list.

    A defaulted parameter whose label matches may still be skipped: in
    `f(_ key: K.Type = K.self, _ transform: …)` the one-argument call `f { … }` binds the
    closure to `transform`, so each way is tried (Apple's own declaration must accept its calls).
    """
    def bind(p, i):
        if p == len(ours):
            return i == len(call)
        parameter = ours[p]
        if i < len(call) and call[i] == parameter.label and bind(p + 1, i + 1):
            return True
        if parameter.has_default:
            return bind(p + 1, i)
        if parameter.type.rstrip().endswith("...") and i < len(call) and call[i] == "_":
            return bind(p + 1, i + 1)
        return False
    return bind(0, 0)


def parse_labels(signature):
    """`padding(_:_:)` -> ("_", "_"); `red` -> None."""
    if "(" not in signature:
        return None
    inner = signature[signature.index("(") + 1:-1]
    return tuple(label for label in inner.split(":") if label)


def required_labels(row):
    """The labels of the shortest call Apple's declaration allows (arguments with no default)."""
    from . import scanner
    text = row.declaration
    m = re.search(r"\b(func\s+[^\s(<]+|init[?!]?|subscript|case\s+\w+)\s*(<)?", text)
    if not m:
        return parse_labels(row.signature)
    rest = text[m.end() - (1 if m.group(2) else 0):]
    if rest.startswith("<"):
        rest = rest[scanner.matching_angle(rest) + 1:]
    rest = rest.lstrip()
    if not rest.startswith("("):
        return parse_labels(row.signature)
    parameters = scanner.parse_parameters(rest[1:scanner.matching(rest, 0, "(", ")")])
    return tuple(p.label for p in parameters if not p.has_default)


class Ours:
    """Our declarations indexed by owner and name."""

    def __init__(self, declarations):
        self.types = set()
        self.members = defaultdict(list)   # (owner, name) -> [parameters or None]
        for d in declarations:
            if d.kind in ("struct", "class", "enum", "protocol", "actor", "typealias"):
                self.types.add((d.owner, d.name))
            elif d.kind == "macro":
                self.types.add(("#macro", d.name))
            elif d.kind != "extension":
                self.members[(d.owner, d.name)].append(d.parameters)

    def has_type(self, owner, name):
        return (owner, name) in self.types

    def covers(self, row):
        if row.kind == "type":
            return self.has_type(row.owner, row.name)
        if row.kind == "macro":
            return ("#macro", row.name) in self.types
        candidates = self.members.get((row.owner, row.name), [])
        full = parse_labels(row.signature)
        if full is None:
            return any(p is None or not p for p in candidates) or bool(candidates)
        shortest = required_labels(row)
        callable_ = [p for p in candidates if p is not None]
        # Our overloads may split what Apple's defaults join: `update(_:)` beside
        # `update(_:alertConfiguration:)` takes both of Apple's calls as one declaration does.
        return (any(accepts(p, full) for p in callable_) and
                any(accepts(p, shortest) for p in callable_))

    def covers_name(self, row):
        if row.kind == "type":
            return self.has_type(row.owner, row.name)
        if row.kind == "macro":
            return ("#macro", row.name) in self.types
        return bool(self.members.get((row.owner, row.name)))


SUPPLEMENT = "supplement-ios18-26.tsv"


def load_parts(folder):
    """(the interface rows of every measured module, the supplement's rows they lack)."""
    rows = []
    for module in MEASURED_MODULES:
        path = os.path.join(folder, module + ".tsv")
        if os.path.exists(path):
            rows += inventory.read_tsv(path)
    path = os.path.join(folder, SUPPLEMENT)
    added = docpages.merged(rows, inventory.read_tsv(path))[len(rows):] if os.path.exists(path) else []
    return rows, added


def load_inventory(folder, supplement=True):
    """The interface rows, and with `supplement` the documentation pages' new ones after them."""
    interface, added = load_parts(folder)
    return interface + added if supplement else interface


def sdk_level(folder, supplement=True):
    """The sentence saying which SDK level the figures describe."""
    interface, added = load_parts(folder)
    source = "the iOS SDK's interfaces"
    path = os.path.join(folder, "SOURCE")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            targets = re.findall(r"apple-ios(\d[\d.]*)", f.read())
        if targets:
            source = f"the iOS {max(targets, key=version_key)} SDK's interfaces"
    if not supplement or not added:
        return f"Apple's side: {source} ({len(interface)} declarations)."
    newest = max((r.ios for r in added), key=version_key).split(".")[0]
    return (f"Apple's side: {source} ({len(interface)} declarations) + Apple's documentation "
            f"pages for iOS 18 to {newest} ({len(added)} declarations, {SUPPLEMENT}).")


def load_most_used(folder):
    path = os.path.join(folder, "most-used-types.tsv")
    names = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            names.append(line.split("\t")[0])
    return names


class Measure:
    def __init__(self, key, title, rows, covered):
        self.key, self.title = key, title
        self.total, self.covered = len(rows), covered
        self.rows = rows

    @property
    def percent(self):
        return 100.0 * self.covered / self.total if self.total else 100.0


def unique(rows, key):
    seen = {}
    for row in rows:
        seen.setdefault(key(row), row)
    return list(seen.values())


def measures(rows, ours, most_used):
    """The figures, in the order the table prints them."""
    result = []

    def add(key, title, selected, by_name=False):
        covered = sum(1 for r in selected if (ours.covers_name(r) if by_name else ours.covers(r)))
        result.append(Measure(key, title, selected, covered))

    top_types = [r for r in rows if r.kind == "type" and not r.owner]
    for module in MEASURED_MODULES:
        selected = unique([r for r in top_types if r.module == module], lambda r: r.name)
        add(f"types.{module}", f"{module} top-level types", selected)
    widget_modules = {"SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "DeveloperToolsSupport"}
    add("types.widget", "top-level types (SwiftUI, WidgetKit, ActivityKit, AppIntents, "
        "DeveloperToolsSupport)", unique([r for r in top_types if r.module in widget_modules],
                                         lambda r: r.name))
    modifiers = [r for r in rows if r.kind == "modifier"]
    add("modifiers.name", "View modifiers, by base name",
        unique(modifiers, lambda r: r.name), by_name=True)
    add("modifiers.signature", "View modifiers, by full signature (name and labels)",
        unique(modifiers, lambda r: r.signature))
    used = set(most_used)
    members = [r for r in rows if r.kind == "member" and r.owner in used]
    add("members.mostUsed", f"members of the {len(most_used)} types widget code uses most, "
        "callable with Apple's labels", unique(members, lambda r: (r.owner, r.signature)))
    add("environment", "`EnvironmentValues` keys",
        unique([r for r in rows if r.kind == "environment"], lambda r: r.name), by_name=True)
    wrappers = [r for r in rows if "propertyWrapper" in r.tags.split(",")]
    add("propertyWrappers", "property wrappers", unique(wrappers, lambda r: (r.owner, r.name)))
    styles = [r for r in rows if r.kind == "type" and set(r.tags.split(",")) &
              {"style", "styleConfiguration"}]
    add("styles", "style protocols and their `Configuration`s",
        unique(styles, lambda r: (r.owner, r.name)))
    macros = [r for r in rows if r.kind == "macro"]
    add("macros", "macros", unique(macros, lambda r: r.name))
    for module in MEASURED_MODULES:
        selected = unique([r for r in rows if r.module == module and r.kind != "type"],
                          lambda r: (r.kind, r.owner, r.signature))
        add(f"declarations.{module}", f"{module} members, modifiers and functions, callable",
            selected)
    return result


def version_key(ios):
    try:
        return tuple(int(part) for part in (ios or "13.0").split("."))
    except ValueError:
        return (99,)


def missing_ranked(rows, ours, most_used):
    """What we lack, most likely to be met first (the heuristic is the docstring's).

    With no corpus of other people's widget code in the repository, a missing name is ranked
    by: its kind (top-level types and View modifiers first, then members of the most used
    types, then other members); how long iOS has had it (iOS 13 names have been in widget code
    longest); and how central Apple's own interface makes it: for a type, how many of Apple's
    declarations name it (`Animatable` and `Gesture` are in hundreds), for a member, how many
    overloads Apple gives it (`background` and `overlay` have many). Our own most-used types
    rank their members by that type's rank.
    """
    rank_of = {name: i for i, name in enumerate(most_used)}
    overloads = defaultdict(int)
    for r in rows:
        overloads[(r.owner, r.name)] += 1
    references = defaultdict(int)
    for r in rows:
        for word in set(re.findall(r"\b[A-Z]\w*", r.declaration)):
            references[word] += 1
    seen, missing = set(), []
    for r in rows:
        if r.module not in {"SwiftUI", "WidgetKit", "ActivityKit", "AppIntents"}:
            continue
        key = (r.kind, r.owner, r.name)
        if key in seen or r.kind not in ("type", "modifier", "member", "environment", "macro"):
            continue
        if r.kind == "type" and r.owner:
            continue
        if ours.covers_name(r):
            continue
        seen.add(key)
        if r.kind in ("type", "macro"):
            tier = 0
        elif r.kind in ("modifier", "environment"):
            tier = 1
        elif r.owner in rank_of:
            tier = 2
        else:
            tier = 3
        centrality = references[r.name] if r.kind in ("type", "macro") else overloads[(r.owner, r.name)]
        missing.append(((tier, rank_of.get(r.owner, 99), version_key(r.ios), -centrality,
                         r.owner, r.name), r))
    missing.sort(key=lambda item: item[0])
    return [r for _, r in missing]


def table(result):
    lines = ["| measure | Apple | ours |", "|---|---:|---:|"]
    for m in result:
        lines.append(f"| {m.title} | {m.total} | {m.covered} ({m.percent:.0f}%) |")
    return "\n".join(lines)


def read_baseline(path):
    baseline = {}
    if not os.path.exists(path):
        return baseline
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            key, covered, total = line.rstrip("\n").split("\t")
            baseline[key] = (int(covered), int(total))
    return baseline


def write_baseline(path, result):
    with open(path, "w", encoding="utf-8") as f:
        f.write("# Scripts/api-coverage's figures that CI must not fall below: measure, covered, "
                "total (written by --write-baseline)\n")
        for m in result:
            f.write(f"{m.key}\t{m.covered}\t{m.total}\n")


def regressions(result, baseline):
    """Sentences for every measure below its baseline, or measured on a different inventory."""
    problems = []
    for m in result:
        if m.key not in baseline:
            continue
        covered, total = baseline[m.key]
        if total != m.total:
            problems.append(f"{m.key}: the inventory has {m.total} where the baseline counted "
                            f"{total}; after refreshing the inventory, run "
                            "Scripts/api-coverage --write-baseline")
        elif m.covered < covered:
            problems.append(f"{m.key}: {m.covered} of {m.total} covered, below the baseline's "
                            f"{covered}")
    return problems
