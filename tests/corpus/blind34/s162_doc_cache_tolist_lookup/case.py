import torch

ENTRY = "s162_doc_cache_tolist_lookup.model:compiled_encoder"


def inputs():
    return (torch.randn(2, 8),)
