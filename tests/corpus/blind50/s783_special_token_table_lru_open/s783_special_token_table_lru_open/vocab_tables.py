"""Tokenizer-derived token tables used by guided decoding."""

import functools
import json
import os
from typing import Tuple

import torch

from . import envs

SPECIAL_TOKENS_FILE = "special_tokens_map.json"


@functools.lru_cache(maxsize=8)
def load_special_token_ids(vocab_dir: str) -> Tuple[int, ...]:
    path = os.path.join(vocab_dir, SPECIAL_TOKENS_FILE)
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    ids = set()
    for entry in data.get("additional_special_tokens", []):
        if isinstance(entry, dict) and "id" in entry:
            ids.add(int(entry["id"]))
    for key in ("bos_token_id", "pad_token_id", "unk_token_id"):
        if data.get(key) is not None:
            ids.add(int(data[key]))
    return tuple(sorted(ids))


def special_token_ids() -> Tuple[int, ...]:
    if not envs.VLLM_GUIDED_DECODING_SUPPRESS_SPECIAL:
        return ()
    return load_special_token_ids(envs.VLLM_GUIDED_DECODING_VOCAB_DIR)


def build_choice_table(choices, vocab_size: int) -> torch.Tensor:
    """(num_choices, vocab_size) bool table: True where the first token of a choice is allowed."""
    table = torch.zeros(len(choices), vocab_size, dtype=torch.bool)
    for i, token_ids in enumerate(choices):
        table[i, token_ids[0]] = True
    return table
