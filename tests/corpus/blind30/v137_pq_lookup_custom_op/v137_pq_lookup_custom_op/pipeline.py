import torch
import torch.nn.functional as F

from .ops import pq_gather

NUM_SUBSPACES = 4
CODEBOOK_SIZE = 16
SUB_DIM = 2

_gen = torch.Generator().manual_seed(0)
CODEBOOKS = torch.randn(NUM_SUBSPACES, CODEBOOK_SIZE, SUB_DIM, generator=_gen)
OUT_PROJ = torch.randn(NUM_SUBSPACES * SUB_DIM, 8, generator=_gen) * 0.1


def _flatten_frames(codes: torch.Tensor):
    b, t, m = codes.shape
    return codes.reshape(b * t, m), (b, t)


def _smooth(x: torch.Tensor) -> torch.Tensor:
    # light temporal smoothing of the decoded latents, (B, T, C)
    y = F.avg_pool1d(x.transpose(1, 2), kernel_size=3, stride=1, padding=1, count_include_pad=False)
    return y.transpose(1, 2)


@torch.compile(fullgraph=True)
def decode_latents(codes: torch.Tensor) -> torch.Tensor:
    """codes: (B, T, M) PQ indices -> (B, T, 8) latents."""
    flat, (b, t) = _flatten_frames(codes)
    vecs = torch.ops.corpus_v137.pq_gather(flat, CODEBOOKS)
    lat = (vecs @ OUT_PROJ).view(b, t, -1)
    return _smooth(lat)
