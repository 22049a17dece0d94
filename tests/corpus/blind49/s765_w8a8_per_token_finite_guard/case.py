import torch

from s765_w8a8_per_token_finite_guard.block import W8A8DecoderMLP

ENTRY = "s765_w8a8_per_token_finite_guard.block:W8A8DecoderMLP.forward"


def inputs():
    return (W8A8DecoderMLP(), torch.randn(4, 8))
