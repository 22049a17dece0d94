"""Lazy probes of the tokenizer artefacts shipped next to the checkpoint."""
import functools
import json
import os

TOKENIZER_DIR = os.environ.get("S183_TOKENIZER_DIR", "/opt/model/tokenizer")
PAD_MULTIPLE = 64


@functools.lru_cache(maxsize=None)
def tokenizer_vocab_size(tokenizer_dir: str = TOKENIZER_DIR) -> int:
    path = os.path.join(tokenizer_dir, "tokenizer.json")
    with open(path) as f:
        data = json.load(f)
    added = len(data.get("added_tokens", []))
    return len(data["model"]["vocab"]) + added


def padded_vocab_size(real_size: int, multiple: int = PAD_MULTIPLE) -> int:
    return ((real_size + multiple - 1) // multiple) * multiple


def padding_rows(num_embeddings: int) -> range:
    """Row indices that exist only because of PAD_MULTIPLE alignment."""
    return range(padded_vocab_size(num_embeddings), num_embeddings)


def describe(num_embeddings: int) -> str:
    return f"embedding rows={num_embeddings} (pad multiple {PAD_MULTIPLE})"
