import torch

ENTRY = "s432_ep_grouped_experts_skip_empty.ep_moe:ep_moe_forward"


def inputs():
    return (
        torch.randn(4, 8),
        torch.randn(4, 4),
        torch.randn(4, 32, 8) * 0.1,
        torch.randn(4, 8, 16) * 0.1,
    )
