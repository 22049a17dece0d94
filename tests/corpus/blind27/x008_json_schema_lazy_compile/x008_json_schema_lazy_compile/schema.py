from __future__ import annotations

import functools
import json
from dataclasses import dataclass

# toy tokenizer: token id -> leading character of the token
TOKEN_PREFIX = {0: "{", 1: "[", 2: '"', 3: "0", 4: "1", 5: "t", 6: "f", 7: "n", 8: " ", 9: "}"}

_FIRST_CHARS = {
    "object": {"{"},
    "array": {"["},
    "string": {'"'},
    "integer": set("0123456789-"),
    "number": set("0123456789-"),
    "boolean": {"t", "f"},
    "null": {"n"},
}


@dataclass(frozen=True)
class SchemaConstraint:
    root_type: str
    allowed_first_tokens: tuple[int, ...]


@functools.lru_cache(maxsize=256)
def compile_schema(schema_json: str) -> SchemaConstraint:
    """Parse a JSON schema once per distinct schema string."""
    schema = json.loads(schema_json)
    root = schema.get("type", "object")
    types = root if isinstance(root, list) else [root]
    chars = set().union(*(_FIRST_CHARS[t] for t in types))
    allowed = tuple(sorted(t for t, c in TOKEN_PREFIX.items() if c in chars or c == " "))
    return SchemaConstraint(root_type="|".join(types), allowed_first_tokens=allowed)
