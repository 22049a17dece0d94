import torch

ENTRY = "y019_vocab_mask_custom_op.sampler_head:compute_logits"


def inputs():
    return (torch.randn(3, 8),)
