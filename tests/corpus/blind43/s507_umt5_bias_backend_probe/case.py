import torch

ENTRY = "s507_umt5_bias_backend_probe.encoder:umt5_encoder_attention_probs"


def inputs():
    return (torch.randn(2, 1, 2, 6, 8), torch.randn(2, 1, 2, 6, 8))
