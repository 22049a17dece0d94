import torch

from q034_gptq_pad_group_warning.model import build_decoder

ENTRY = "q034_gptq_pad_group_warning.model:QuantDecoderBlock.forward"

_BLOCK = build_decoder(hidden=12, group_size=8)


def inputs():
    return (_BLOCK, torch.randn(2, 12))
