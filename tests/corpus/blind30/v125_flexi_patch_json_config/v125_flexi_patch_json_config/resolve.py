"""Pick the patch size for an input resolution (FlexiViT-style)."""
import functools
import json
import os

_CONFIG_PATH = os.environ.get(
    "FLEXIVIT_PATCH_CONFIG", os.path.join(os.path.dirname(__file__), "patch_sizes.json")
)


@functools.lru_cache(maxsize=None)
def _load_table(path: str) -> dict:
    with open(path) as f:
        raw = json.load(f)
    return {int(k): int(v) for k, v in raw["by_max_side"].items()}, int(raw["default"])


def patch_size_for(h: int, w: int) -> int:
    table, default = _load_table(_CONFIG_PATH)
    side = max(h, w)
    for limit in sorted(table):
        if side <= limit:
            return table[limit]
    return default
