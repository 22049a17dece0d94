import torch

from .patterns import get_pattern

NUM_CODEBOOKS = 4
SPECIAL_PAD = 2048
BOS_ID = 2049

_pattern = get_pattern("delay", NUM_CODEBOOKS, SPECIAL_PAD)


def _prepend_bos(codes: torch.Tensor) -> torch.Tensor:
    b, k, _ = codes.shape
    bos = torch.full((b, k, 1), BOS_ID, dtype=codes.dtype, device=codes.device)
    return torch.cat([bos, codes], dim=-1)


@torch.compile(fullgraph=True)
def prepare_decoder_inputs(codes: torch.Tensor) -> torch.Tensor:
    """codes: (B, K, T) int64 -> delayed (B, K, T + K) with BOS column."""
    delayed = _pattern.apply(codes)
    delayed = delayed.to(codes.device)
    return _prepend_bos(delayed)
