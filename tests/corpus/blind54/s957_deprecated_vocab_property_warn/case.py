import torch

ENTRY = "s957_deprecated_vocab_property_warn.model:compute_logits"


def inputs():
    return (torch.randn(5, 8), torch.tensor([2, 4]))
