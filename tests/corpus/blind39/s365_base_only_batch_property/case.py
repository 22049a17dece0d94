import torch

from s365_base_only_batch_property.layers import RowParallelLinearWithLoRA

ENTRY = "s365_base_only_batch_property.layers:RowParallelLinearWithLoRA.forward"


def inputs():
    return (RowParallelLinearWithLoRA(), torch.randn(4, 8))
