import torch

ENTRY = "s368_kernel_timer_is_compiling_guard.forward:lora_delta"


def inputs():
    return (torch.randn(4, 8), torch.randn(2, 4, 8), torch.randn(2, 8, 4))
