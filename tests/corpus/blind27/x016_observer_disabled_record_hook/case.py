import torch

ENTRY = "x016_observer_disabled_record_hook.quant_attn:attn_forward"


def inputs():
    return (torch.randn(4, 8),)
