import torch

ENTRY = "k026_logits_processor_min_new_tokens.generation_head:compiled_head"


def inputs():
    return (torch.randn(1, 3, 16),)
