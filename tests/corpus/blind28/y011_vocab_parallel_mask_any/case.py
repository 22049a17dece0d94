import torch

ENTRY = "y011_vocab_parallel_mask_any.vocab_embedding:embed_tokens"


def inputs():
    return (torch.randint(0, 100, (2, 5)),)
