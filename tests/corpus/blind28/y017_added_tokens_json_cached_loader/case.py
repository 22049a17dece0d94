import torch

ENTRY = "y017_added_tokens_json_cached_loader.lm_head:compiled_head"


def inputs():
    return (torch.randn(2, 8),)
