"""Named logit-bias presets, loaded once at model construction."""
import json
import operator
from functools import reduce

import torch

PRESETS: dict[str, dict[int, float]] = {}

_DEFAULT_JSON = '{"no_markup": {"1": -100, "4": -100}, "prefer_digits": {"7": 2.5, "8": 2.5}}'


def register_preset(name: str, bias: dict[int, float]) -> None:
    PRESETS[name] = {int(k): float(v) for k, v in bias.items()}


for _name, _bias in json.loads(_DEFAULT_JSON).items():
    register_preset(_name, _bias)


def dense_bias(names: list[str], vocab_size: int) -> torch.Tensor:
    merged: dict[int, float] = {}
    for name in names:
        for tok, val in PRESETS[name].items():
            merged[tok] = merged.get(tok, 0.0) + val
    out = torch.zeros(vocab_size)
    if merged:
        out[list(merged)] = torch.tensor(list(merged.values()))
    return out


def union_masks(masks: list[torch.Tensor]) -> torch.Tensor:
    return reduce(operator.or_, masks)
