import torch

ENTRY = "s525_tp_rng_tracker_dropout.attention:compiled_attention_probs"


def inputs():
    return (torch.randn(2, 4, 8), torch.randn(2, 4, 8))
