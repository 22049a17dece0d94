import torch

ENTRY = "h060_batch_meta_default_factory.model:decode_fn"


def inputs():
    return (torch.tensor([3, 1, 4]),)
