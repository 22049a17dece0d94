import torch

ENTRY = "s316_comm_latency_timer_ctx.block:compiled_block"


def inputs():
    return (torch.randn(2, 6, 16),)
