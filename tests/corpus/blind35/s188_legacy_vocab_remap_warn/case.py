import torch

ENTRY = "s188_legacy_vocab_remap_warn.model:compiled_model"


def inputs():
    return (torch.tensor([[3, 17, 30, 2]]),)
