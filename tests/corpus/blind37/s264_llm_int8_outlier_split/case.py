import torch

from s264_llm_int8_outlier_split.mlp import Int8MLP

ENTRY = "s264_llm_int8_outlier_split.mlp:Int8MLP.forward"

_model = Int8MLP()


def inputs():
    return (_model, torch.randn(4, 8))
