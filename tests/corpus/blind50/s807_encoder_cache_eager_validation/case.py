import torch

ENTRY = "s807_encoder_cache_eager_validation.model:compiled_decoder"


def inputs():
    return (torch.randn(2, 3, 8), torch.randn(2, 6, 8), torch.tensor([6, 4]))
