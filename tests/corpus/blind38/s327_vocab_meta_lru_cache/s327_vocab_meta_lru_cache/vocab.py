"""Vocab metadata exported next to the model checkpoint."""
from __future__ import annotations

import functools
import json
import os

DEFAULT_VOCAB_DIR = os.environ.get("RANKER_VOCAB_DIR", "/srv/ranker/vocab")


@functools.lru_cache(maxsize=None)
def load_vocab_meta(feature: str, vocab_dir: str = DEFAULT_VOCAB_DIR) -> dict:
    path = os.path.join(vocab_dir, f"{feature}.json")
    with open(path) as f:
        return json.load(f)


def default_row(feature: str) -> int:
    """Row used for ids that were filtered out of the exported vocab."""
    meta = load_vocab_meta(feature)
    return int(meta.get("default_row", 0))
