import torch

ENTRY = "h082_chunked_logits_subclass_flag.model:head_compiled"


def inputs():
    return (torch.randn(6, 16),)
