import torch

from s915_cast_inputs_downcast_warn.mlp import MLPConfig, ReducedPrecisionMLP

ENTRY = "s915_cast_inputs_downcast_warn.mlp:ReducedPrecisionMLP.forward"

_mlp = ReducedPrecisionMLP(MLPConfig())


def inputs():
    return (_mlp, torch.randn(4, 8))
