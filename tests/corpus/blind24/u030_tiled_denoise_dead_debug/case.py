import torch

ENTRY = "u030_tiled_denoise_dead_debug.model:compiled_denoiser"


def inputs():
    return (torch.randn(1, 4, 12, 16), torch.tensor([400.0]))
