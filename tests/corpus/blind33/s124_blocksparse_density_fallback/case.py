import torch

from s124_blocksparse_density_fallback.attention import BlockSparseAttention

ENTRY = "s124_blocksparse_density_fallback.attention:BlockSparseAttention.forward"


def inputs():
    torch.manual_seed(0)
    mod = BlockSparseAttention()
    return (mod, torch.randn(1, 2, 16, 8), torch.randn(1, 2, 16, 8), torch.randn(1, 2, 16, 8))
