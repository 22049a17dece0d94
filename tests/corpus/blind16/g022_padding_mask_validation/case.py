import torch

ENTRY = "g022_padding_mask_validation.modeling_bert_tiny:encoder"


def inputs():
    mask = torch.ones(2, 6)
    mask[1, 4:] = 0.0
    return (torch.randn(2, 6, 8), mask)
