import torch

ENTRY = "k040_embedding_pooler_mask_select.encoder:compiled_encoder"


def inputs():
    mask = torch.tensor([[1.0, 1.0, 1.0, 0.0], [1.0, 1.0, 0.0, 0.0]])
    return (torch.randn(2, 4, 8), mask)
