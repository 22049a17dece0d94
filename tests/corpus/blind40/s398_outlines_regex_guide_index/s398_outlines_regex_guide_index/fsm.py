import json
import os
import re
from functools import lru_cache
from typing import Dict, List, Tuple

_HERE = os.path.dirname(os.path.abspath(__file__))


@lru_cache(maxsize=8)
def load_vocabulary(name: str = "tokenizer_vocab.json") -> Tuple[Tuple[str, ...], int]:
    with open(os.path.join(_HERE, name)) as f:
        data = json.load(f)
    return tuple(data["vocab"]), int(data["eos_token_id"])


# A tiny DFA for the regex  -?[0-9]+(\.[0-9]+)?  (state -> char class -> next state)
_NUMBER_DFA: Dict[int, Dict[str, int]] = {
    0: {"-": 1, "d": 2},
    1: {"d": 2},
    2: {"d": 2, ".": 3},
    3: {"d": 4},
    4: {"d": 4},
}
_FINAL_STATES = {2, 4}
_DEAD = -1


def _char_class(ch: str) -> str:
    return "d" if ch.isdigit() else ch


def walk_fsm(state: int, token: str) -> int:
    for ch in token:
        state = _NUMBER_DFA.get(state, {}).get(_char_class(ch), _DEAD)
        if state == _DEAD:
            return _DEAD
    return state


def build_index(vocab: List[str], eos_token_id: int) -> Tuple[List[List[int]], List[List[int]]]:
    """For every DFA state, the allowed token ids and the state reached after each."""
    allowed, transitions = [], []
    special = re.compile(r"^<.*>$")
    for state in sorted(_NUMBER_DFA):
        ids, nxt = [], []
        for token_id, token in enumerate(vocab):
            if special.match(token):
                continue
            end = walk_fsm(state, token)
            if end != _DEAD:
                ids.append(token_id)
                nxt.append(end)
        if state in _FINAL_STATES:
            ids.append(eos_token_id)
            nxt.append(state)
        allowed.append(ids)
        transitions.append(nxt)
    return allowed, transitions
