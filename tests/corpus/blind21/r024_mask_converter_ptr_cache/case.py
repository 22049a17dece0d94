import torch

ENTRY = "r024_mask_converter_ptr_cache.modeling_encoder:encode"

from r024_mask_converter_ptr_cache.modeling_encoder import TextEncoder, EncoderConfig

_ENCODER = TextEncoder(EncoderConfig()).eval()


def inputs():
    mask = torch.ones(2, 6, dtype=torch.long)
    mask[1, 4:] = 0
    return (_ENCODER, torch.randn(2, 6, 16), mask)
