import torch

ENTRY = "s992_codec_weight_norm.decode:decode_latents"


def inputs():
    return (torch.randn(1, 8, 6),)
