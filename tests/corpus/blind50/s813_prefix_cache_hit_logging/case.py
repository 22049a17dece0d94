import torch

ENTRY = "s813_prefix_cache_hit_logging.extend_attention:forward_extend"


def inputs():
    return (
        torch.randn(4, 8),
        torch.randn(4, 8),
        torch.tensor([0, 3, 5, 2]),
        torch.tensor([4, 1, 2, 3]),
    )
