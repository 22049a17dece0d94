import torch

ENTRY = "s301_mamba_chunked_scan_dt_guard.mixer:compiled_mixer"


def inputs():
    return (torch.randn(2, 16, 8),)
