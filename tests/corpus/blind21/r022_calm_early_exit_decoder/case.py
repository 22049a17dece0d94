import torch

ENTRY = "r022_calm_early_exit_decoder.modeling_calm:decode_step"

from r022_calm_early_exit_decoder.modeling_calm import build_decoder

_MODEL = build_decoder()


def inputs():
    return (_MODEL, torch.randn(2, 5, 16))
