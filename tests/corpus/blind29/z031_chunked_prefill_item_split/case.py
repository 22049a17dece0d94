import torch

ENTRY = "z031_chunked_prefill_item_split.runner:prefill"


def inputs():
    return (torch.randn(2, 8, 8), torch.tensor([8, 5]))
