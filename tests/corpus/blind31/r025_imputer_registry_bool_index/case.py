import torch

from r025_imputer_registry_bool_index.model import build_model

MODEL = build_model({"imputer": "global_mean", "d_in": 4, "d_model": 8})
ENTRY = "r025_imputer_registry_bool_index.model:MaskedConvEncoder.forward"


def inputs():
    x = torch.randn(2, 10, 4)
    x[0, 3, 1] = float("nan")
    return (MODEL, x)
