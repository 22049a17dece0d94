import torch

ENTRY = "s818_prefix_hit_stats_custom_op.extend_backend:forward_extend"


def inputs():
    return (
        torch.randn(4, 8),
        torch.randn(4, 8),
        torch.tensor([0, 1, 2, 0]),
        torch.tensor([3, 4, 4, 2]),
    )
