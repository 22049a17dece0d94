import torch

from w015_cache_kwarg_deprecation.base import ConvState

ENTRY = "w015_cache_kwarg_deprecation.mixer:compiled_mixer"


def inputs():
    # old call-site still passing the legacy kwarg (positional slot 3)
    return (torch.randn(2, 8), None, ConvState(2, 8, 4))
