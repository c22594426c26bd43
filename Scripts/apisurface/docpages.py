"""Inventory rows from Apple's documentation symbol pages, for what no reachable interface has.

No iOS 18 or later `.swiftinterface` can be read where the inventory is made (README.md), so
the declarations iOS 18 to 27 brought are taken from Apple's own documentation pages
(developer.apple.com/documentation/…, in their Markdown form). A page's front matter gives the
facts a row needs: where the symbol lives (`identifier`), its `role`, the module that declares
it (`symbol.preciseIdentifier`), and `availability`; its first code block is the declaration.
Nothing else of a page is kept: no prose.

A page becomes a row by the path the interface rows take: its declaration is wrapped as an
interface would hold it (in an `extension Owner { … }` with `@available(iOS x, *)`) and read by
the same scanner and filters, so kind, signature, tags and declaration text come out as they
would from the SDK.
"""

import json
import re
from dataclasses import dataclass

from . import inventory

# The modules measured, as a page's front matter or identifier spells them.
MODULE_NAMES = {"SwiftUI": "SwiftUI", "SwiftUICore": "SwiftUI", "WidgetKit": "WidgetKit",
                "ActivityKit": "ActivityKit", "AppIntents": "AppIntents",
                "App Intents": "AppIntents", "DeveloperToolsSupport": "DeveloperToolsSupport",
                "Combine": "Combine"}
# A member SwiftUI's pages show but another module declares, as `View.widgetAccentable(_:)`:
# the precise identifier (a mangled name) names the extension's module before `E`.
EXTENSION_MODULES = [(re.compile(r"9WidgetKitE|0[A-Z]3KitE"), "WidgetKit"),
                     (re.compile(r"11ActivityKitE"), "ActivityKit"),
                     (re.compile(r"10AppIntentsE"), "AppIntents")]
TYPE_ROLES = {"Structure": "struct", "Class": "class", "Enumeration": "enum",
              "Protocol": "protocol", "Type Alias": "typealias", "Actor": "actor"}
# Roles with no row: what the interface reader leaves out too.
SKIPPED_ROLES = {"Associated Type", "Operator", "Framework", "article", "collectionGroup",
                 "sampleCode", "Global Variable"}
# The first SDK the supplement stands in for: earlier symbols are in the interface rows.
FIRST_VERSION = (18, 0)
# Attributes a page shows that no interface row keeps.
PAGE_ONLY = re.compile(r"@export\(\w+\)\s*|\bnonisolated\s+")


@dataclass(frozen=True)
class Page:
    """The facts of one symbol page: all a supplement row is made from."""
    identifier: str     # /documentation/SwiftUI/View/glassEffect(_:in:)
    ios: str            # "26.0"; "" when the page gives iOS no version
    role: str           # Instance Method, Structure, …
    module: str         # the declaring module, as MODULES spells it
    declaration: str    # the page's declaration block, on one line

    @property
    def url(self):
        return "https://developer.apple.com" + self.identifier.lower() + ".md"


def ios_availability(entries):
    """("18.0", usable): the iOS version a page gives, and whether it is current on iOS.

    `"iOS: 18.0.0 -"` is current since 18.0; `"iOS: 26.0.0 - 26.0.0"` was deprecated (a page
    gives an end version only then); `"iOS: -"` is unavailable.
    """
    for entry in entries:
        platform, _, versions = entry.partition(":")
        if platform.strip() != "iOS":
            continue
        start, _, end = versions.strip().partition("-")
        start, end = start.strip(), end.strip()
        if not start:
            return "", False
        parts = start.split(".")
        return ".".join((parts + ["0"])[:2]), not end
    return "", False


def declaring_module(framework, modules, precise):
    for pattern, module in EXTENSION_MODULES:
        if pattern.search(precise or ""):
            return module
    for name in list(modules or []) + [framework]:
        if name in MODULE_NAMES:
            return MODULE_NAMES[name]
    return None


def parse_page(text):
    """The Page of an Apple documentation page's Markdown, or None when it is not one."""
    m = re.search(r"<!--\s*(\{.*?\})\s*-->", text, re.S)
    if not m:
        return None
    meta = json.loads(m.group(1))
    if meta.get("documentType") != "symbol":
        return None
    symbol = meta.get("symbol", {})
    module = declaring_module(meta.get("framework"), symbol.get("modules"),
                              symbol.get("preciseIdentifier"))
    ios, usable = ios_availability(meta.get("availability", []))
    code = re.search(r"^```[^\n]*\n(.*?)^```", text[m.end():], re.S | re.M)
    if module is None or not usable or not code:
        return None
    declaration = re.sub(r"\s+", " ", code.group(1)).strip()
    return Page(meta["identifier"], ios, meta.get("role", ""), module, declaration)


def owner_and_symbol(identifier):
    """/documentation/SwiftUI/Text/Layout -> ("Text", "Layout"): the owner path and the last part."""
    parts = identifier.split("/documentation/", 1)[-1].split("/")[1:]
    return ".".join(parts[:-1]), parts[-1] if parts else ""


def is_current(page):
    """Whether the supplement takes the page: iOS 18 or later, or a macro.

    A macro expands at compile time, so Apple gives it the oldest iOS its expansion runs on
    (`@Entry` says iOS 13) though it came with a later SDK; the merge drops any the interface
    rows have.
    """
    if page.role == "Macro":
        return True
    try:
        version = tuple(int(p) for p in page.ios.split("."))
    except ValueError:
        return False
    return version >= FIRST_VERSION


def interface_text(page):
    """The page's declaration as an iOS interface would hold it."""
    owner, _ = owner_and_symbol(page.identifier)
    declaration = PAGE_ONLY.sub("", page.declaration)
    available = f"@available(iOS {page.ios or '13.0'}, *)"
    if page.role in TYPE_ROLES or page.role in ("Macro", "Function"):
        body = f"{available}\n{declaration}\n"
        if page.role in TYPE_ROLES and page.role != "Type Alias":
            body = f"{available}\n{declaration} {{\n}}\n"
        return f"extension {owner} {{\n{body}}}\n" if owner else body
    return f"{available}\nextension {owner} {{\n  {declaration}\n}}\n"


def rows_from_page(page):
    """The inventory rows one page gives: none, or one."""
    if page.role in SKIPPED_ROLES or not is_current(page):
        return []
    rows = inventory.rows_from_interface(interface_text(page), page.module)
    owner, _ = owner_and_symbol(page.identifier)
    if page.role in TYPE_ROLES:
        # A nested type's page is read inside `extension Owner`: the row keeps that owner.
        rows = [r for r in rows if r.kind == "type"]
    else:
        rows = [r for r in rows if r.owner == owner and r.kind != "type"]
    return rows[:1]


FACT_FIELDS = ["identifier", "ios", "role", "module", "declaration"]


def read_facts(path):
    """Pages written down as facts, one a line (identifier, ios, role, module, declaration).

    The form a search index's copy of the pages is recorded in when they cannot be fetched;
    `#` lines are comments.
    """
    pages = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            pages.append(Page(*fields[:len(FACT_FIELDS)]))
    return pages


def supplement_rows(pages):
    """The rows of every page, sorted as the interface rows are (overloads each keep a row)."""
    return inventory.dedupe([row for page in pages for row in rows_from_page(page)])


def signature_key(row):
    return (row.module, row.kind, row.owner, row.signature)


def merged(interface_rows, supplement):
    """The interface rows, then the supplement's rows they do not already have.

    A declaration is the same when its module, kind, owner and signature are: a page for a
    symbol the 17.4 interface has (a new overload's twin, a macro Apple back-dates) adds nothing.
    """
    have = {signature_key(r) for r in interface_rows}
    return interface_rows + [r for r in supplement if signature_key(r) not in have]
