import re
from typing import NamedTuple

_LAYER_PREFIX_RE = re.compile(
    r"^(?P<root>[A-Za-z_][\w.]*?)\.layers\.(?P<index>\d+)(?:\.(?P<submodule>[\w.]+))?$"
)


class LayerName(NamedTuple):
    root: str
    index: int
    submodule: str


def parse_layer_prefix(prefix: str) -> LayerName:
    match = _LAYER_PREFIX_RE.match(prefix)
    if match is None:
        raise ValueError(f"prefix {prefix!r} does not name a decoder layer")
    parts = match.groupdict()
    return LayerName(
        root=parts["root"],
        index=int(parts["index"]),
        submodule=parts["submodule"] or "",
    )


def add_prefix(name: str, prefix: str) -> str:
    return name if not prefix else f"{prefix}.{name}"


def is_pp_missing_parameter(name: str, start_layer: int, end_layer: int) -> bool:
    try:
        idx = parse_layer_prefix(name.rsplit(".", 1)[0]).index
    except ValueError:
        return False
    return not (start_layer <= idx < end_layer)
