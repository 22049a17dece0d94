import numpy as np
import torch

PATTERNS = {}


def register_pattern(name):
    def deco(cls):
        PATTERNS[name] = cls
        return cls
    return deco


class CodebookPattern:
    """Base class: maps (B, K, T) codes to an interleaved (B, K, T') layout."""

    def __init__(self, num_codebooks: int, pad_id: int):
        self.num_codebooks = num_codebooks
        self.pad_id = pad_id

    def delays(self):
        raise NotImplementedError

    def apply(self, codes: torch.Tensor) -> torch.Tensor:
        arr = codes.cpu().numpy()
        delays = self.delays()
        t = arr.shape[-1]
        width = t + max(delays)
        out = np.full(arr.shape[:-1] + (width,), self.pad_id, dtype=np.int64)
        for k, d in enumerate(delays):
            out[..., k, d:d + t] = arr[..., k, :]
        return torch.from_numpy(out)


@register_pattern("delay")
class DelayPattern(CodebookPattern):
    def delays(self):
        return list(range(self.num_codebooks))


@register_pattern("parallel")
class ParallelPattern(CodebookPattern):
    def delays(self):
        return [0] * self.num_codebooks


def get_pattern(name: str, num_codebooks: int, pad_id: int) -> CodebookPattern:
    return PATTERNS[name](num_codebooks, pad_id)
