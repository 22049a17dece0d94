"""Chat-template special tokens; the table is built once at import."""
import os
import re

DEBUG_DETOK = os.environ.get("S190_DEBUG_DETOK", "0") == "1"

BASE_VOCAB = 16
CHAT_TOKENS = {
    "<|im_start|>": 32000,
    "<|im_end|>": 32001,
    "<|tool_call|>": 32002,
}
_RESERVED_RE = re.compile(r"<\|(\w+)\|>")


def _reserved_slot(name: str) -> int:
    # im_start -> 0, im_end -> 1, tool_call -> 2 (sorted by token id)
    return sorted(CHAT_TOKENS).index(name)


def chat_token_rows():
    """(external id, embedding row) pairs; rows live past the base vocab."""
    pairs = []
    for name, tok_id in sorted(CHAT_TOKENS.items(), key=lambda kv: kv[1]):
        m = _RESERVED_RE.fullmatch(name)
        assert m is not None, name
        pairs.append((tok_id, BASE_VOCAB + _reserved_slot(name)))
    return pairs


def describe(ids) -> str:
    inv = {v: k for k, v in CHAT_TOKENS.items()}
    return " ".join(inv.get(i, str(i)) for i in ids.tolist())
