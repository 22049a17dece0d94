import torch

ENTRY = "s288_spectral_gate_custom_op.denoiser:denoise"


def inputs():
    return (torch.randn(2, 10, 9),)
