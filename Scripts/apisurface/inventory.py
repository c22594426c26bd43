"""Apple's declarations usable in an iOS app extension, as rows of the committed inventory.

A row is one declaration: its module, kind, owner, name, signature (name and argument labels),
the iOS version it came in, tags, and the declaration itself with module prefixes and
attributes taken off (a fact of the interface: no documentation text is kept).
"""

import re
from dataclasses import dataclass

from . import scanner

# The frameworks a widget extension's code imports, and where the SDK keeps their interfaces.
# SwiftUICore (iOS 18 and later) is SwiftUI's lower half; `import SwiftUI` re-exports it, so its
# rows are filed under SwiftUI, as Apple's documentation files them.
MODULES = {
    "SwiftUI": ["SwiftUI", "SwiftUICore"],
    "WidgetKit": ["WidgetKit"],
    "ActivityKit": ["ActivityKit"],
    "AppIntents": ["AppIntents"],
    "DeveloperToolsSupport": ["DeveloperToolsSupport"],
    "Combine": ["Combine"],
}

QUALIFIERS = re.compile(
    r"(?<![\w.])(?:SwiftUICore|SwiftUI|WidgetKit|ActivityKit|AppIntents|DeveloperToolsSupport|"
    r"Combine|Foundation|Swift|CoreGraphics|CoreFoundation|UIKit|_Concurrency|CoreTransferable|"
    r"UniformTypeIdentifiers|Intents|OSLog|os|Darwin|Dispatch|ObjectiveC|Observation|"
    r"Accessibility|CoreData|Symbols|_AppIntents_SwiftUI|_StringProcessing|CoreLocation|"
    r"_SwiftUI_AppIntents|_AppIntents_UIKit|CoreImage|QuartzCore|CoreText)\.")

# Typealiases a type declares only to satisfy a protocol's associated type: no one writes them.
WITNESS_TYPEALIASES = {
    "Body", "AllCases", "RawValue", "ID", "Element", "Iterator", "AsyncIterator", "Index",
    "Indices", "SubSequence", "AnimatableData", "Stride", "Failure", "Output", "Value",
    "Specification", "ValueType", "UnwrappedType", "Content", "Label", "Magnitude",
    "FloatLiteralType", "IntegerLiteralType", "StringLiteralType", "ExtendedGraphemeClusterLiteralType",
    "UnicodeScalarLiteralType", "ArrayLiteralElement", "Key", "Cases", "Transferable",
    "Representation", "Result", "PerformResult", "Entity", "Parameter", "Intent",
}
# Members every conformance has, which widget code does not call by name.
WITNESS_MEMBERS = {
    "hash(into:)", "hashValue", "encode(to:)", "init(from:)", "customMirror", "body",
    "debugDescription", "description", "makeIterator()", "makeAsyncIterator()", "next()",
    "_makeView(view:inputs:)", "_makeViewList(view:inputs:)", "_viewListCount(inputs:)",
}

AVAILABLE = re.compile(r"@available\((.*)\)$", re.S)


@dataclass(frozen=True)
class Row:
    module: str
    kind: str          # type, modifier, member, environment, function, macro
    owner: str
    name: str
    signature: str
    ios: str           # "16.1", "" where no iOS version is given (available since iOS 13)
    tags: str          # comma-separated: protocol, propertyWrapper, resultBuilder, style, ...
    declaration: str

    def fields(self):
        return [self.module, self.kind, self.owner, self.name, self.signature, self.ios,
                self.tags, self.declaration]

    @staticmethod
    def from_fields(fields):
        return Row(*fields)


def unqualified(text, module=None):
    """`SwiftUI.Text` -> `Text`: Apple's modules' prefixes, and the interface's own module's."""
    if module:
        text = re.sub(r"(?<![\w.])" + re.escape(module) + r"\.", "", text)
    return QUALIFIERS.sub("", text)


def availability(attributes):
    """(usable on iOS in an app extension, not deprecated; iOS version or "")."""
    usable, version = True, ""
    for attribute in attributes:
        m = AVAILABLE.match(attribute)
        if not m:
            continue
        arguments = [a.strip() for a in scanner.split_top_level(m.group(1))]
        platform = arguments[0].split()[0] if arguments else ""
        if platform not in ("iOS", "iOSApplicationExtension", "*"):
            # `@available(iOS 16.1, macOS 13, *)` names iOS further in.
            for a in arguments:
                if a.startswith("iOS ") and not version:
                    version = a.split()[1]
            continue
        rest = arguments[1:]
        if arguments[0].startswith("iOS ") and not version:
            version = arguments[0].split()[1]
        for a in rest:
            if a == "unavailable":
                usable = False
            elif a.startswith("deprecated"):
                # `deprecated: 100000.0` is Apple's "to be deprecated": still the current API.
                value = a.partition(":")[2].strip()
                if not value.startswith("100000"):
                    usable = False
            elif a.startswith("obsoleted"):
                usable = False
            elif a.startswith("introduced:") and platform == "iOS" and not version:
                version = a.partition(":")[2].strip()
    return usable, version


def is_hidden(declaration):
    """Underscored, SPI, internal or inlinable-only declarations: not API a user can name."""
    if declaration.name.startswith(("_", "$")) or any(
            part.startswith("_") for part in declaration.owner.split(".")):
        return True
    for attribute in declaration.attributes + declaration.owner_attributes:
        if attribute.startswith(("@_spi", "@usableFromInline", "@_spi_available")):
            return True
    if scanner.ACCESS & set(declaration.modifiers) - {"public", "open"}:
        return True
    return False


def tags_of(declaration, owner_is_protocol):
    tags = []
    attributes = " ".join(declaration.attributes)
    if declaration.kind == "protocol":
        tags.append("protocol")
    if "@propertyWrapper" in attributes:
        tags.append("propertyWrapper")
    if "@resultBuilder" in attributes or "@_functionBuilder" in attributes:
        tags.append("resultBuilder")
    if declaration.kind == "protocol" and declaration.name.endswith("Style"):
        tags.append("style")
    if declaration.kind in scanner.TYPE_KEYWORDS | {"typealias"} and (
            declaration.name.endswith("StyleConfiguration") or
            (declaration.name == "Configuration" and declaration.owner.endswith("Style"))):
        tags.append("styleConfiguration")
    if owner_is_protocol:
        tags.append("requirement")
    if "deprecated: 100000" in attributes:
        tags.append("toBeDeprecated")
    if "@_disfavoredOverload" in attributes:
        tags.append("disfavored")
    return ",".join(tags)


def kind_of(declaration, protocols):
    """The inventory's kind for a declaration, or None to leave it out."""
    kind, owner = declaration.kind, declaration.owner
    if kind in ("extension", "associatedtype", "operator", "precedencegroup", "deinit"):
        return None
    if kind in scanner.TYPE_KEYWORDS or kind == "typealias":
        if kind == "typealias" and owner and declaration.name in WITNESS_TYPEALIASES:
            return None
        return "type"
    if kind == "macro":
        return "macro"
    if not re.match(r"^[A-Za-z]", declaration.name) and kind == "func":
        return None  # operators: they come with conformances
    if not owner:
        return "function" if kind == "func" else "global"
    if declaration.signature in WITNESS_MEMBERS:
        return None
    if owner == "View" and kind == "func" and "static" not in declaration.modifiers:
        return "modifier"
    if owner == "EnvironmentValues" and kind in ("var", "let"):
        return "environment"
    return "member"


def rows_from_interface(text, module):
    """The inventory rows of one `.swiftinterface` file."""
    strip = lambda name: unqualified(name, module)  # noqa: E731
    declarations = scanner.scan(text, strip_module=strip)
    protocols = {d.name for d in declarations if d.kind == "protocol"}
    rows = []
    for d in declarations:
        d.owner = strip(d.owner)
        if is_hidden(d):
            continue
        usable, version = availability(d.attributes)
        owner_usable, owner_version = availability(d.owner_attributes)
        if not (usable and owner_usable):
            continue
        kind = kind_of(d, protocols)
        if kind is None:
            continue
        if d.kind == "init" and not d.owner:
            continue
        text_ = declaration_text(d, module)
        rows.append(Row(module, kind, d.owner, d.name, d.signature, version or owner_version,
                        tags_of(d, d.in_protocol and d.owner in protocols), text_))
    return rows


def declaration_text(declaration, module=None):
    _, text = scanner.split_attributes(declaration.text)
    text = unqualified(text, module)
    text = re.sub(r"@(_Concurrency\.)?MainActor\s+|@preconcurrency\s+|@_\w+(\([^)]*\))?\s+", "", text)
    text = re.sub(r"\bpublic\s+|\bopen\s+", "", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text.replace("\t", " ")


def dedupe(rows):
    """One row per declaration text: `#if` branches and arm64/arm64e copies repeat some."""
    seen, kept = set(), []
    for row in rows:
        key = (row.module, row.kind, row.owner, row.declaration)
        if key in seen:
            continue
        seen.add(key)
        kept.append(row)
    return sorted(kept, key=lambda r: (r.kind, r.owner, r.name, r.signature, r.declaration))


HEADER = ["module", "kind", "owner", "name", "signature", "ios", "tags", "declaration"]


def write_tsv(path, rows, comments=()):
    """Rows under the header; `comments` go above it as `#` lines (a supplement's provenance)."""
    with open(path, "w", encoding="utf-8") as f:
        for comment in comments:
            f.write(("# " + comment).rstrip() + "\n")
        f.write("\t".join(HEADER) + "\n")
        for row in rows:
            f.write("\t".join(field.replace("\t", " ") for field in row.fields()) + "\n")


def read_tsv(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        line = f.readline()
        while line.startswith("#"):
            line = f.readline()
        header = line.rstrip("\n").split("\t")
        assert header == HEADER, f"{path}: unexpected header {header}"
        for line in f:
            fields = line.rstrip("\n").split("\t")
            rows.append(Row.from_fields(fields + [""] * (len(HEADER) - len(fields))))
    return rows
