import torch

ENTRY = "s459_fp8_act_scale_observer_hooks.serve:forward_quantized"


def inputs():
    return (torch.randn(4, 8),)
