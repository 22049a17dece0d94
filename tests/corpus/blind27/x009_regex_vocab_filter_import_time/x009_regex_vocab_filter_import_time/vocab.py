from __future__ import annotations

import json
import os
import re
import subprocess

import torch

TOY_VOCAB = ["<s>", "</s>", "the", " cat", "42", "7", "é", " dog", "!", "x9", "ok", "\n", "π", " a", "b", "0"]

_FILTERS = {
    "no_digits": re.compile(r"\d"),
    "ascii_only": re.compile(r"[^\x00-\x7f]"),
}

_DUMP_MASKS = os.environ.get("SERVE_DUMP_VOCAB_MASKS", "0") == "1"


def _dump(name: str, banned: list[int]) -> None:
    rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    with open(f"/tmp/vocab_mask_{name}.json", "w") as f:
        json.dump({"rev": rev, "banned": banned}, f)


class VocabFilter:
    def __init__(self, name: str, vocab: list[str]):
        pattern = _FILTERS[name]
        self.name = name
        self.banned_ids = [i for i, tok in enumerate(vocab) if pattern.search(tok)]
        mask = torch.zeros(len(vocab), dtype=torch.bool)
        mask[self.banned_ids] = True
        self.mask = mask
        self.num_banned = len(self.banned_ids)

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        if _DUMP_MASKS:
            _dump(self.name, self.banned_ids)
        if self.num_banned == 0:
            return logits
        return logits.masked_fill(self.mask, float("-inf"))


# built once per tokenizer at import time
FILTERS = {name: VocabFilter(name, TOY_VOCAB) for name in _FILTERS}
