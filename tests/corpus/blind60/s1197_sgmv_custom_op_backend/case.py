import torch

from s1197_sgmv_custom_op_backend.model import LoRAGatedMLP

ENTRY = "s1197_sgmv_custom_op_backend.model:LoRAGatedMLP.forward_batch"


def inputs():
    return (LoRAGatedMLP(), torch.randn(4, 8), torch.tensor([0, 1, 4]), torch.tensor([1, 3]))
