import torch

ENTRY = "s438_ep_all_to_all_custom_op.moe_forward:moe_forward"


def inputs():
    return (
        torch.randn(4, 8),
        torch.randn(4, 4),
        torch.randn(4, 16, 8) * 0.1,
        torch.randn(4, 8, 16) * 0.1,
    )
