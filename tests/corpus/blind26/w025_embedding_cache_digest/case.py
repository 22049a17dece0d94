import torch

ENTRY = "w025_embedding_cache_digest.model:compiled_embedder"


def inputs():
    return (torch.randint(0, 50, (2, 6)),)
