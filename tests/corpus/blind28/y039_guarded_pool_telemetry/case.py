import torch

ENTRY = "y039_guarded_pool_telemetry.block:moe_block"


def inputs():
    return (torch.randn(5, 8),)
