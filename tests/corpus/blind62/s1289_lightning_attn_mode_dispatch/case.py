import torch

ENTRY = "s1289_lightning_attn_mode_dispatch.decode:lightning_attn_decode"


def inputs():
    bs = 2
    return (
        torch.randn(bs, 8),
        torch.randn(bs, 8),
        torch.randn(bs, 8),
        torch.zeros(4, 2, 4, 4),
        torch.tensor([0, 3], dtype=torch.int64),
        torch.arange(bs + 1, dtype=torch.int32),
    )
