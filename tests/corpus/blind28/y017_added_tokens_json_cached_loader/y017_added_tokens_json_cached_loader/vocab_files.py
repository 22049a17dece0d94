import functools
import json
import os

_HERE = os.path.dirname(os.path.abspath(__file__))
ADDED_TOKENS_FILE = os.path.join(_HERE, "added_tokens.json")


@functools.lru_cache(maxsize=None)
def load_added_tokens(path: str = ADDED_TOKENS_FILE) -> dict:
    with open(path) as f:
        return json.load(f)


def added_token_ids(path: str = ADDED_TOKENS_FILE) -> tuple:
    return tuple(sorted(load_added_tokens(path).values()))
