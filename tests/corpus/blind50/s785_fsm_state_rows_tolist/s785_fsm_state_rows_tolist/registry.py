from typing import Callable, Dict

from .fsm_index import TokenFSMIndex, build_json_guide, build_regex_guide

VOCAB_SIZE = 48
EOS_TOKEN_ID = 1

_GUIDE_BUILDERS: Dict[str, Callable[[int, int], TokenFSMIndex]] = {
    "json": build_json_guide,
    "regex": build_regex_guide,
}
_GUIDE_CACHE: Dict[str, TokenFSMIndex] = {}


def get_guide(kind: str) -> TokenFSMIndex:
    guide = _GUIDE_CACHE.get(kind)
    if guide is None:
        guide = _GUIDE_BUILDERS[kind](VOCAB_SIZE, EOS_TOKEN_ID)
        _GUIDE_CACHE[kind] = guide
    return guide


for _kind in _GUIDE_BUILDERS:
    get_guide(_kind)
