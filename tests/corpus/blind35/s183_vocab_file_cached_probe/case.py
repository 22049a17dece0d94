import torch

ENTRY = "s183_vocab_file_cached_probe.embedding:compiled_embed"


def inputs():
    return (torch.tensor([[1, 5, 9, 40]]),)
