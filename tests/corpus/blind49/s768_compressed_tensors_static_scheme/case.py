import torch

from s768_compressed_tensors_static_scheme.model_runner import load_model

ENTRY = "s768_compressed_tensors_static_scheme.model_runner:execute_model"


def inputs():
    return (load_model(), torch.randn(4, 8))
