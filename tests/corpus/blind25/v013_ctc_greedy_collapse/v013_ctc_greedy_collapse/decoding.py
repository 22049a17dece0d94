from typing import Callable, Dict, List

import torch

BLANK_ID = 0

DECODERS: Dict[str, Callable] = {}


def register_decoder(name: str):
    def wrap(cls):
        DECODERS[name] = cls
        return cls

    return wrap


def collapse_repeats(ids: List[int], blank: int) -> List[int]:
    """Standard CTC collapse: merge repeated labels, then drop blanks."""
    out: List[int] = []
    prev = blank
    for tok in ids:
        if tok != prev and tok != blank:
            out.append(tok)
        prev = tok
    return out


class CTCDecoderBase:
    def __init__(self, blank: int = BLANK_ID):
        self.blank = blank

    def __call__(self, log_probs: torch.Tensor) -> torch.Tensor:
        return self.decode(log_probs)

    def decode(self, log_probs: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_decoder("greedy")
class CTCGreedyDecoder(CTCDecoderBase):
    def decode(self, log_probs):
        best = log_probs.argmax(dim=-1)[0]
        tokens = collapse_repeats(best.tolist(), self.blank)
        return torch.tensor(tokens, dtype=torch.long)


@register_decoder("best_path_frames")
class CTCFrameDecoder(CTCDecoderBase):
    """Frame-level alignment (no collapse), used for forced-alignment debugging."""

    def decode(self, log_probs):
        return log_probs.argmax(dim=-1)[0]


def build_decoder(name: str, **kwargs) -> CTCDecoderBase:
    return DECODERS[name](**kwargs)
