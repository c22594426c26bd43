"""A light scanner of Swift declarations: enough of Swift to list what a file declares.

It reads two kinds of text: Apple's `.swiftinterface` files (one declaration a line, attributes
on the lines above) and our own sources (bodies, comments, declarations wrapped over lines). It
does not type-check or resolve anything: a declaration is its kind, its owner (the type or
extension it sits in), its name, its argument labels and its attributes. Bodies are skipped by
matching braces outside string literals and comments.
"""

import re
from dataclasses import dataclass, field

# Keywords that begin a declaration, after its modifiers.
DECLARATION_KEYWORDS = {
    "struct", "class", "enum", "protocol", "extension", "actor", "typealias",
    "associatedtype", "func", "init", "subscript", "var", "let", "case", "macro", "deinit",
    "operator", "precedencegroup",
}
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor"}
MODIFIERS = {
    "public", "open", "internal", "private", "fileprivate", "package", "final", "static",
    "override", "mutating", "nonmutating", "convenience", "required", "indirect", "dynamic",
    "lazy", "weak", "unowned", "optional", "nonisolated", "isolated", "prefix", "postfix",
    "infix", "consuming", "borrowing", "distributed", "__consuming", "rethrows",
}
ACCESS = {"public", "open", "internal", "private", "fileprivate", "package"}


@dataclass
class Parameter:
    label: str          # the argument label a call writes, "_" for none
    has_default: bool
    type: str


@dataclass
class Declaration:
    kind: str                   # struct, func, init, var, case, macro, ...
    owner: str                  # "" at the top level, else the enclosing type's path ("Text", "Font.Weight")
    name: str
    parameters: list            # of Parameter; None for a declaration without a parameter list
    attributes: list            # "@available(iOS 16.1, *)" and the like, the context's first
    modifiers: list
    text: str                   # the declaration's line, attributes and body removed
    in_protocol: bool = False   # a requirement of a protocol, or a member of a `public extension`
    owner_attributes: list = field(default_factory=list)

    @property
    def labels(self):
        """`padding(_:_:)`'s `("_", "_")`; None when the declaration takes no arguments at all."""
        if self.parameters is None:
            return None
        return tuple(p.label for p in self.parameters)

    @property
    def signature(self):
        """The name with its argument labels, as Swift writes a reference: `padding(_:_:)`."""
        if self.parameters is None:
            return self.name
        return self.name + "(" + "".join(p.label + ":" for p in self.parameters) + ")"

    @property
    def is_public(self):
        if self.kind == "case":
            return True  # as public as the enum it belongs to
        if self.in_protocol:
            return not (ACCESS & set(self.modifiers)) - {"public", "open"}
        return "public" in self.modifiers or "open" in self.modifiers


def strip_comments_and_directives(text):
    """Removes comments, and keeps only the first branch of each `#if`.

    Apple's interfaces repeat a declaration in `#if compiler(...) && $Feature … #else … #endif`;
    our sources wrap platform code in `#if canImport(...)`. The first branch is the one with the
    newest compiler features, and on Linux the one our build takes is listed first too.
    """
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c == '"' or (c == "#" and text.startswith('#"', i)) or text.startswith('##"', i):
            j = skip_string(text, i)
            out.append(text[i:j])
            i = j
        else:
            out.append(c)
            i += 1
    lines = "".join(out).split("\n")
    kept, keeping = [], []  # per open #if: is this branch the kept one?
    for line in lines:
        s = line.strip()
        if s.startswith("#if"):
            keeping.append(True)
            continue
        if s.startswith("#elseif") or s.startswith("#else"):
            if keeping:
                keeping[-1] = False
            continue
        if s.startswith("#endif"):
            if keeping:
                keeping.pop()
            continue
        if all(keeping):
            kept.append(line)
    return "\n".join(kept)


def skip_string(text, i):
    """The index just past the string literal starting at `i` (plain, raw or multi-line)."""
    hashes = 0
    while text[i] == "#":
        hashes, i = hashes + 1, i + 1
    if text.startswith('"""', i):
        close = '"""' + "#" * hashes
        j = text.find(close, i + 3)
        return len(text) if j < 0 else j + len(close)
    close = '"' + "#" * hashes
    i += 1
    while i < len(text):
        if text[i] == "\\" and hashes == 0:
            i += 2
            continue
        if text.startswith(close, i):
            return i + len(close)
        if text[i] == "\n":
            return i
        i += 1
    return i


# A line that carries on the declaration above it: a `where` clause, a result, or a lone brace.
CONTINUATION = re.compile(r"^(where\b|->|throws\b|async\b|rethrows\b|\{\s*$|:\s)")


def logical_lines(text):
    """Lines joined while a parenthesis, bracket or angle of a declaration is still open."""
    lines, pending, depth = [], "", 0
    for raw in text.split("\n"):
        line = raw.strip()
        if not line and not pending:
            continue
        if lines and not pending and CONTINUATION.match(line):
            pending = lines.pop() + " " + line
        else:
            pending = (pending + " " + line).strip() if pending else line
        depth = bracket_depth(pending)
        if depth > 0:
            continue
        lines.append(pending)
        pending = ""
    if pending:
        lines.append(pending)
    return lines


def bracket_depth(line):
    depth, i = 0, 0
    while i < len(line):
        c = line[i]
        if c == '"':
            i = skip_string(line, i)
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        i += 1
    return depth


ATTRIBUTE = re.compile(r"@[A-Za-z_][\w.]*")


def split_attributes(line):
    """`@available(iOS 16, *) @MainActor public struct X` -> (["@available(iOS 16, *)", "@MainActor"], "public struct X")."""
    attributes = []
    rest = line.lstrip()
    while rest.startswith("@"):
        m = ATTRIBUTE.match(rest)
        if not m:
            break
        end = m.end()
        if end < len(rest) and rest[end] == "<":
            # A generic result builder, `@TabContentBuilder<SelectionValue> content: …`.
            end = matching(rest, end, "<", ">") + 1
        if end < len(rest) and rest[end] == "(":
            end = matching(rest, end, "(", ")") + 1
        attributes.append(rest[:end])
        rest = rest[end:].lstrip()
    return attributes, rest


def matching(text, start, open_char, close_char):
    """The index of the bracket closing the one at `start`."""
    depth, i = 0, start
    while i < len(text):
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c == open_char:
            depth += 1
        elif c == close_char:
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return len(text) - 1


def split_top_level(text, separator=","):
    """Splits at separators outside (), [], <> and string literals."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c in "([<{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ">" and i > 0 and text[i - 1] != "-":
            depth -= 1
        elif c == separator and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def parse_parameters(inner):
    parameters = []
    for part in split_top_level(inner):
        _, part = split_attributes(part)
        head, colon, rest = part.partition(":")
        words = head.split()
        if not words:
            continue
        if not colon:
            # An enum case's unlabelled value, `case after(Date)`: called `.after(date)`.
            parameters.append(Parameter("_", False, part.strip()))
            continue
        label = words[0]
        if label in ("inout", "borrowing", "consuming", "isolated", "sending") and len(words) > 1:
            label = words[1]
        label = label.strip("`")
        has_default = "=" in split_top_level_default(rest)
        type_text = rest.split("=")[0].strip() if has_default else rest.strip()
        parameters.append(Parameter(label, has_default, type_text))
    return parameters


def split_top_level_default(rest):
    """The part of `Type = default` that says whether there is a default, ignoring `==` and `->`."""
    depth = 0
    for i, c in enumerate(rest):
        if c in "([<":
            depth += 1
        elif c in ")]" or (c == ">" and rest[i - 1] != "-"):
            depth -= 1
        elif c == "=" and depth == 0 and rest[i - 1:i + 1] != "==" and rest[i:i + 2] != "==":
            return "="
    return ""


NAME = re.compile(r"`?([A-Za-z_][\w]*|[^\s(<`]+)`?")


def parse_declaration(line, attributes, owner, in_protocol):
    """A Declaration for one logical line (its attributes already split off), or None."""
    words = line.split()
    modifiers, i = [], 0
    while i < len(words):
        w = words[i]
        base = w.split("(")[0]
        if base in MODIFIERS or (base == "class" and i + 1 < len(words) and words[i + 1] in
                                 ("func", "var", "let", "subscript", "override", "final", "public")):
            modifiers.append(w)
            i += 1
            continue
        break
    if i >= len(words):
        return None
    keyword = words[i]
    keyword = keyword.split("(")[0].split("<")[0] if keyword.startswith(("init", "subscript")) else keyword
    if keyword not in DECLARATION_KEYWORDS:
        return None
    after = line.split(None, i + 1)[i + 1] if len(line.split(None, i + 1)) > i + 1 else ""
    if words[i].startswith(("init", "subscript")):
        after = line[line.find(words[i]) + len(keyword):]
    name, parameters = "", None
    if keyword in ("init", "subscript"):
        name = keyword
        rest = after.lstrip("?!")
        if rest.startswith("<"):
            rest = rest[matching_angle(rest) + 1:]
        if rest.startswith("("):
            close = matching(rest, 0, "(", ")")
            parameters = parse_parameters(rest[1:close])
    elif keyword == "func" or keyword == "macro":
        m = NAME.match(after)
        if not m:
            return None
        name = m.group(1)
        rest = after[m.end():]
        if rest.startswith("<"):
            rest = rest[matching_angle(rest) + 1:]
        rest = rest.lstrip()
        if rest.startswith("("):
            close = matching(rest, 0, "(", ")")
            parameters = parse_parameters(rest[1:close])
    elif keyword == "case":
        # `case a, b(x: Int)`: one declaration each; the first is returned, the rest by `cases`.
        m = NAME.match(after)
        if not m:
            return None
        name = m.group(1)
        rest = after[m.end():]
        if rest.startswith("("):
            close = matching(rest, 0, "(", ")")
            parameters = parse_parameters(rest[1:close])
    elif keyword in ("var", "let"):
        m = NAME.match(after)
        if not m:
            return None
        name = m.group(1)
    elif keyword == "extension":
        name = type_name(after)
    elif keyword == "deinit":
        return None
    else:
        m = NAME.match(after)
        if not m:
            return None
        name = m.group(1)
    text = line
    brace = find_body_start(line)
    if brace >= 0:
        text = line[:brace].rstrip()
    return Declaration(keyword, owner, name, parameters, attributes, modifiers, text, in_protocol)


def enum_cases(line, attributes, owner):
    """Every case of `case a, b(x: Int)`."""
    words = line.split()
    start = words.index("case")
    after = line.split("case", 1)[1]
    found = []
    for part in split_top_level(after):
        m = NAME.match(part)
        if not m:
            continue
        rest = part[m.end():]
        parameters = None
        if rest.startswith("("):
            parameters = parse_parameters(rest[1:matching(rest, 0, "(", ")")])
        found.append(Declaration("case", owner, m.group(1), parameters, attributes, words[:start],
                                 "case " + part))
    return found


def bindings(declaration, line):
    """Every name of `static let a = A(), b = B()`: one declaration each, sharing the modifiers."""
    after = re.split(r"\b" + declaration.kind + r"\b", line, maxsplit=1)[1]
    brace = find_body_start(after)
    if brace >= 0:
        after = after[:brace]  # a computed property's accessors: one name
    found = [declaration]
    for part in split_top_level(after)[1:]:
        m = re.match(r"`?([A-Za-z_]\w*)`?\s*(:|=|$)", part)
        if not m:
            continue
        found.append(Declaration(declaration.kind, declaration.owner, m.group(1), None,
                                 declaration.attributes, declaration.modifiers,
                                 declaration.kind + " " + part, declaration.in_protocol))
    return found


def matching_angle(text):
    depth = 0
    for i, c in enumerate(text):
        if c == "<":
            depth += 1
        elif c == ">" and text[i - 1] != "-":
            depth -= 1
            if depth == 0:
                return i
    return len(text) - 1


def type_name(text):
    """`SwiftUI.ForEach where Data ...` -> `SwiftUI.ForEach`; `Foo<T> : Bar {` -> `Foo`."""
    m = re.match(r"([\w.]+)", text.strip())
    return m.group(1) if m else ""


def find_body_start(line):
    """The index of the `{` opening the declaration's body or members, -1 without one."""
    i = 0
    depth = 0
    while i < len(line):
        c = line[i]
        if c == '"':
            i = skip_string(line, i)
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "{" and depth == 0:
            return i
        i += 1
    return -1


def brace_balance(text):
    """Opening minus closing braces outside string literals."""
    balance, i = 0, 0
    while i < len(text):
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c == "{":
            balance += 1
        elif c == "}":
            balance -= 1
        i += 1
    return balance


@dataclass
class Context:
    name: str           # the owner path members get ("" at top level)
    is_protocol: bool
    attributes: list
    is_body: bool       # a function body or accessor block: nothing in it is a declaration


def scan(text, strip_module=None):
    """Every declaration in a Swift file, members with their owner's path.

    `strip_module(name)` turns a qualified name (`SwiftUI.Text`) into the owner path used
    (`Text`); without it names are kept as written.
    """
    strip_module = strip_module or (lambda name: name)
    text = strip_comments_and_directives(text)
    declarations = []
    stack = [Context("", False, [], False)]
    pending_attributes = []
    queue = logical_lines(text)
    queue.reverse()
    while queue:
        line = queue.pop()
        if stack[-1].is_body:
            balance = brace_balance(line)
            depth_change(stack, balance, body=True)
            continue
        attributes, rest = split_attributes(line)
        pending_attributes += attributes
        if not rest:
            continue
        if rest.startswith("}"):
            if len(stack) > 1:
                stack.pop()
            pending_attributes = []
            if rest[1:].strip():
                queue.append(rest[1:].strip())
            continue
        context = stack[-1]
        owner = context.name
        declaration = parse_declaration(rest, pending_attributes, owner, context.is_protocol)
        attrs, pending_attributes = pending_attributes, []
        balance = brace_balance(rest)
        if declaration is None:
            if balance > 0:
                stack.append(Context(owner, False, [], True))
                depth_change(stack, balance - 1, body=True)
            continue
        declaration.owner_attributes = list(context.attributes)
        if declaration.kind == "case":
            declarations.extend(enum_cases(rest, attrs, owner))
            for d in declarations[-1:]:
                d.owner_attributes = list(context.attributes)
        elif declaration.kind in ("var", "let"):
            for d in bindings(declaration, rest):
                d.owner_attributes = list(context.attributes)
                declarations.append(d)
        else:
            declarations.append(declaration)
        is_type = declaration.kind in TYPE_KEYWORDS or declaration.kind == "extension"
        brace = find_body_start(rest)
        if is_type and brace >= 0:
            # The members: on the lines below, or after the brace on this one.
            name = strip_module(declaration.name)
            path = name if declaration.kind == "extension" or not owner else owner + "." + name
            implicitly_public = declaration.kind == "protocol" or (
                declaration.kind == "extension" and "public" in declaration.modifiers)
            stack.append(Context(path, implicitly_public, context.attributes + attrs, False))
            inner = rest[brace + 1:].strip()
            if inner:
                for piece in reversed(split_members(inner)):
                    queue.append(piece)
            continue
        if balance <= 0:
            continue
        if False:
            name = strip_module(declaration.name)
            path = name if declaration.kind == "extension" or not owner else owner + "." + name
            implicitly_public = declaration.kind == "protocol" or (
                declaration.kind == "extension" and "public" in declaration.modifiers)
            stack.append(Context(path, implicitly_public,
                                 context.attributes + attrs, False))
            if balance > 1:
                stack.append(Context(path, False, [], True))
                depth_change(stack, balance - 2, body=True)
        else:
            stack.append(Context(owner, False, [], True))
            depth_change(stack, balance - 1, body=True)
    return declarations


def depth_change(stack, balance, body):
    """Applies a brace balance inside a body: more opens nest, closes pop back out."""
    if balance > 0:
        for _ in range(balance):
            stack.append(Context(stack[-1].name, False, [], True))
    elif balance < 0:
        for _ in range(-balance):
            if len(stack) > 1:
                stack.pop()


def split_members(text):
    """`case a, b }` -> ["case a, b", "}"]: the members written on one line, and its closing brace."""
    pieces, start, depth, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c in "([{":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "}":
            if depth == 0:
                if text[start:i].strip():
                    pieces.append(text[start:i].strip())
                pieces.append("}")
                start = i + 1
            else:
                depth -= 1
        elif c == ";" and depth == 0:
            if text[start:i].strip():
                pieces.append(text[start:i].strip())
            start = i + 1
        i += 1
    if text[start:].strip():
        pieces.append(text[start:].strip())
    return pieces
