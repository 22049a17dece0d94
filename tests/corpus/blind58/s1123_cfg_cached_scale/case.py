import torch

from s1123_cfg_cached_scale.model import GemmaModel

ENTRY = "s1123_cfg_cached_scale.model:GemmaModel.forward"


def inputs():
    return (GemmaModel(), torch.randn(4, 8))
