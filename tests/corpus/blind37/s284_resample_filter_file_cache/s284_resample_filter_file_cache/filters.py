"""Polyphase resampling filters.

Designed filters can be shipped precomputed next to the checkpoint; if the
JSON file is missing we fall back to a windowed-sinc design.
"""
import functools
import json
import math
import os

import torch

FILTER_DIR = os.environ.get("ASR_FILTER_DIR", "/opt/asr/filters")


def _design_sinc(up: int, down: int, taps: int) -> list:
    cutoff = 0.99 / max(up, down)
    half = taps // 2
    out = []
    for i in range(taps):
        t = i - half
        h = 2 * cutoff if t == 0 else math.sin(2 * math.pi * cutoff * t) / (math.pi * t)
        w = 0.5 - 0.5 * math.cos(2 * math.pi * i / (taps - 1))
        out.append(h * w)
    return out


@functools.lru_cache(maxsize=16)
def load_filter(up: int, down: int, taps: int = 9) -> tuple:
    path = os.path.join(FILTER_DIR, f"sinc_{up}_{down}_{taps}.json")
    try:
        with open(path) as fh:
            coeffs = json.load(fh)["coeffs"]
    except FileNotFoundError:
        coeffs = _design_sinc(up, down, taps)
    return tuple(coeffs)


def filter_tensor(up: int, down: int, like: torch.Tensor) -> torch.Tensor:
    coeffs = load_filter(up, down)
    return torch.tensor(coeffs, dtype=like.dtype, device=like.device)
