import torch

ENTRY = "s366_adapter_usage_hook_clock.engine:decode_step"


def inputs():
    return (torch.randn(4, 8),)
