import torch

from s1109_int8_weight_postprocess_init.model_runner import ModelRunner

ENTRY = "s1109_int8_weight_postprocess_init.model_runner:ModelRunner.forward_decode"

_runner = ModelRunner()


def inputs():
    return (_runner, torch.randn(3, 16))
