import torch

from s845_act_alias_deprecation.projector import build_projector

ENTRY = "s845_act_alias_deprecation.projector:LlavaMultiModalProjector.forward"


def inputs():
    return (build_projector("gelu_new"), torch.randn(4, 8))
