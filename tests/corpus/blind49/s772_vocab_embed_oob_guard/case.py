import torch

ENTRY = "s772_vocab_embed_oob_guard.model:compiled_model"


def inputs():
    return (torch.tensor([[1, 5, 9, 30], [2, 3, 17, 4]]),)
