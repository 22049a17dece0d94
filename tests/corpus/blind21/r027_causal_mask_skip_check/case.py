import torch

ENTRY = "r027_causal_mask_skip_check.modeling_decoder:DecoderModel.forward"

from r027_causal_mask_skip_check.modeling_decoder import DecoderConfig, DecoderModel

_MODEL = DecoderModel(DecoderConfig()).eval()


def inputs():
    embeds = torch.randn(1, 4, 16)
    attention_mask = torch.ones(1, 4, dtype=torch.long)
    cache_position = torch.arange(4)
    return (_MODEL, embeds, attention_mask, cache_position)
