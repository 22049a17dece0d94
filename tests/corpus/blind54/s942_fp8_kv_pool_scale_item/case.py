import torch

from s942_fp8_kv_pool_scale_item.model_runner import ModelRunner, ServerArgs

ENTRY = "s942_fp8_kv_pool_scale_item.model_runner:ModelRunner.forward_decode"


def inputs():
    runner = ModelRunner(ServerArgs())
    return (runner, torch.randn(4, 8), torch.tensor([1, 2, 3, 4]))
