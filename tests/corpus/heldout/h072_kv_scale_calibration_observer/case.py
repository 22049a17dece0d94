import torch

ENTRY = "h072_kv_scale_calibration_observer.attention:attn_compiled"


def inputs():
    return (torch.randn(5, 16),)
